// Copies the array, then takes the largest value left by one scan per dish over the copy,
// marking the ones used: quadratic time AND linear space. Correct, dominated by every
// baseline.
class Solution {
public:
    long long solve(const vector<int>& s) {
        const long long MOD = 1000000007LL;
        vector<long long> c(s.begin(), s.end());
        size_t n = c.size();
        vector<char> used(n, 0);
        long long run = 0, ans = 0;
        for (size_t k = 0; k < n; ++k) {
            size_t b = n;
            for (size_t i = 0; i < n; ++i)
                if (!used[i] && (b == n || c[i] > c[b])) b = i;
            used[b] = 1;
            run += c[b];
            if (run <= 0) break;
            ans = (ans + run) % MOD;
        }
        return ans;
    }
};
