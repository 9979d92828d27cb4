// Each query recomputes the table from scratch over rows 1..i and columns 1..j, keeping
// one row: O(i j) per query, O(q n m) in all; O(m) extra space.
class Solution {
public:
    void solve(const vector<int>& x, const vector<int>& y, const vector<array<int, 2>>& queries,
               vector<long long>& answer) {
        const long long INF = LLONG_MAX / 4;
        int n = x.size(), m = y.size();
        vector<long long> row(m + 1);
        long long last = 0;
        for (const auto& query : queries) {
            int qi = (int)((query[0] + last) % n) + 1;
            int qj = (int)((query[1] + last) % m) + 1;
            row[0] = 0;
            for (int j = 1; j <= qj; ++j) row[j] = INF;
            for (int i = 1; i <= qi; ++i) {
                long long diagonal = row[0];
                row[0] = INF;
                long long xi = x[i - 1];
                for (int j = 1; j <= qj; ++j) {
                    long long above = row[j];
                    long long best = min(min(above, diagonal), row[j - 1]);
                    row[j] = llabs(xi - y[j - 1]) + best;
                    diagonal = above;
                }
            }
            last = row[qj];
            answer.push_back(last);
        }
    }
};
