// The whole table, built once row by row: O(n m + q) time; O(n m) extra space.
class Solution {
public:
    void solve(const vector<int>& x, const vector<int>& y, const vector<array<int, 2>>& queries,
               vector<long long>& answer) {
        const long long INF = LLONG_MAX / 4;
        int n = x.size(), m = y.size();
        vector<long long> d((size_t)(n + 1) * (m + 1), INF);
        d[0] = 0;
        for (int i = 1; i <= n; ++i) {
            long long* up = d.data() + (size_t)(i - 1) * (m + 1);
            long long* cur = up + (m + 1);
            long long xi = x[i - 1];
            for (int j = 1; j <= m; ++j)
                cur[j] = llabs(xi - y[j - 1]) + min(min(up[j], up[j - 1]), cur[j - 1]);
        }
        long long last = 0;
        for (const auto& query : queries) {
            int qi = (int)((query[0] + last) % n) + 1;
            int qj = (int)((query[1] + last) % m) + 1;
            last = d[(size_t)qi * (m + 1) + qj];
            answer.push_back(last);
        }
    }
};
