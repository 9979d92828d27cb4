// The pairwise check on a copy of the points: O(n^2) time and O(n) extra space, dominated by
// the pairwise check on the input itself.
class Solution {
public:
    int solve(const vector<int>& x, const vector<int>& y) {
        int n = (int)x.size();
        vector<pair<int, int>> p(n);
        for (int i = 0; i < n; ++i) p[i] = {x[i], y[i]};
        int count = 0;
        for (int i = 0; i < n; ++i) {
            bool dominated = false;
            for (int j = 0; j < n && !dominated; ++j)
                dominated = p[j].first >= p[i].first && p[j].second >= p[i].second && p[j] != p[i];
            if (!dominated) ++count;
        }
        return count;
    }
};
