// Each query recomputes the sums afresh from row 0 down to row i, over the cone of columns
// that can reach (i, j) (width 2(i - r) + 1 at row r, clipped to the matrix), in one row
// updated in place: O(i min(i, m)) per query, O(q n m) in all; O(m) extra space.
class Solution {
public:
    void solve(const vector<vector<int>>& matrix, const vector<array<int, 2>>& queries, vector<long long>& answer) {
        int n = matrix.size(), m = matrix[0].size();
        vector<long long> row(m);
        long long last = 0;
        for (const auto& query : queries) {
            int qi = (int)((query[0] + last) % n);
            int qj = (int)((query[1] + last) % m);
            int lo = max(0, qj - qi), hi = min(m - 1, qj + qi);
            for (int j = lo; j <= hi; ++j) row[j] = matrix[0][j];
            for (int i = 1; i <= qi; ++i) {
                // row i covers columns qj - (qi - i) .. qj + (qi - i); row i - 1 is one wider
                int nlo = max(0, qj - (qi - i)), nhi = min(m - 1, qj + (qi - i));
                const int* a = matrix[i].data();
                long long left = nlo > lo ? row[nlo - 1] : (long long)4e18;  // old row[j - 1]
                for (int j = nlo; j <= nhi; ++j) {
                    long long best = row[j];
                    if (left < best) best = left;
                    if (j + 1 <= hi && row[j + 1] < best) best = row[j + 1];
                    left = row[j];
                    row[j] = a[j] + best;
                }
                lo = nlo;
                hi = nhi;
            }
            last = row[qj];
            answer.push_back(last);
        }
    }
};
