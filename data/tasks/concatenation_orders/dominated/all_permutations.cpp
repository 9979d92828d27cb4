class Solution {
public:
    long long countOrders(const vector<string>& words, const string& target) {
        const long long MOD = 1000000007LL;
        int n = (int)words.size();
        vector<int> order(n);
        for (int i = 0; i < n; i++) order[i] = i;
        long long count = 0;
        do {
            string s;
            for (int i : order) s += words[i];
            if (s == target) count = (count + 1) % MOD;
        } while (next_permutation(order.begin(), order.end()));
        return count;
    }
};
