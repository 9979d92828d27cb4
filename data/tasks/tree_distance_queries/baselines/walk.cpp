// Walk both ends towards the root: as parents have smaller ids, the larger of the two current
// vertices can never be an ancestor of the other, so it moves up one link; the walk stops at
// the lowest common ancestor and its length is the distance. O(distance) = O(n) per query,
// O(1) extra space (the answers go to the reserved output).
class Solution {
public:
    void solve(const vector<int>& parent, const vector<int>& us, const vector<int>& vs,
               vector<int>& answer) {
        size_t q = us.size();
        for (size_t i = 0; i < q; ++i) {
            int u = us[i], v = vs[i], d = 0;
            while (u != v) {
                if (u > v) u = parent[u];
                else v = parent[v];
                ++d;
            }
            answer.push_back(d);
        }
    }
};
