// A fresh (i+1) x (j+1) table for every query: the recomputation's O(q n m) time with the
// full table's O(n m) space. Correct, and dominated by both.
class Solution {
public:
    void solve(const vector<int>& x, const vector<int>& y, const vector<array<int, 2>>& queries,
               vector<long long>& answer) {
        const long long INF = LLONG_MAX / 4;
        int n = x.size(), m = y.size();
        long long last = 0;
        for (const auto& query : queries) {
            int qi = (int)((query[0] + last) % n) + 1;
            int qj = (int)((query[1] + last) % m) + 1;
            vector<vector<long long>> d(qi + 1, vector<long long>(qj + 1, INF));
            d[0][0] = 0;
            for (int i = 1; i <= qi; ++i)
                for (int j = 1; j <= qj; ++j)
                    d[i][j] = llabs((long long)x[i - 1] - y[j - 1]) +
                              min({d[i - 1][j], d[i][j - 1], d[i - 1][j - 1]});
            last = d[qi][qj];
            answer.push_back(last);
        }
    }
};
