// The middle scans of scan-middles over a copy of the ratings: O(n^2) time and O(n) extra
// space, dominated by both.
class Solution {
public:
    long long solve(const vector<int>& a) {
        vector<int> b(a);
        int n = b.size();
        long long teams = 0;
        for (int j = 1; j + 1 < n; ++j) {
            int v = b[j];
            long long less_before = 0, greater_before = 0, less_after = 0, greater_after = 0;
            for (int i = 0; i < j; ++i) {
                less_before += b[i] < v;
                greater_before += b[i] > v;
            }
            for (int k = j + 1; k < n; ++k) {
                less_after += b[k] < v;
                greater_after += b[k] > v;
            }
            teams += less_before * greater_after + greater_before * less_after;
        }
        return teams;
    }
};
