// Stores u's whole root path for every query, then climbs from v until it meets a vertex of
// that path (found by binary search, as ids fall along the path): O(n) time and O(n) extra
// space per query, no faster than the walk.
class Solution {
public:
    void solve(const vector<int>& parent, const vector<int>& us, const vector<int>& vs,
               vector<int>& answer) {
        size_t q = us.size();
        for (size_t i = 0; i < q; ++i) {
            vector<int> path;  // u, parent(u), ..., 0: ids decreasing
            for (int x = us[i]; x != -1; x = parent[x]) path.push_back(x);
            int y = vs[i], sv = 0;
            while (true) {
                auto it = lower_bound(path.rbegin(), path.rend(), y);
                if (it != path.rend() && *it == y) {
                    int pos = int(path.rend() - it) - 1;  // index in path = distance from u
                    answer.push_back(pos + sv);
                    break;
                }
                y = parent[y];
                ++sv;
            }
        }
    }
};
