// Greedy (exchange argument): a best menu cooks the m largest values in increasing order, so
// its score is P_1 + ... + P_m (P_t the sum of the t largest), growing while P_t > 0. Sort a
// copy in decreasing order and add the running sums while they stay positive.
// O(n log n) time, O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& s) {
        const long long MOD = 1000000007LL;
        vector<int> c(s);
        sort(c.begin(), c.end(), greater<int>());
        long long run = 0, ans = 0;
        for (int v : c) {
            run += v;
            if (run <= 0) break;
            ans = (ans + run) % MOD;
        }
        return ans;
    }
};
