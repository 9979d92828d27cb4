// The sieve of Eratosthenes recording each number's smallest prime factor for all i <= m,
// turned into prefix sums in place: O(m log log m) once, O(1) per query; O(m) extra space.
class Solution {
public:
    void solve(int m, const vector<array<int, 2>>& queries, vector<long long>& answer) {
        vector<long long> prefix(m + 1, 0);
        prefix[1] = 1;
        for (int i = 2; i <= m; ++i) {
            if (prefix[i] != 0) continue;
            prefix[i] = i;
            for (long long j = (long long)i * i; j <= m; j += i)
                if (prefix[j] == 0) prefix[j] = i;
        }
        for (int i = 1; i <= m; ++i) prefix[i] += prefix[i - 1];
        long long last = 0;
        for (const auto& q : queries) {
            int l = (int)((q[0] + last) % m) + 1, r = (int)((q[1] + last) % m) + 1;
            if (l > r) swap(l, r);
            last = prefix[r] - prefix[l - 1];
            answer.push_back(last);
        }
    }
};
