// About 2*sqrt(n) checkpoint vertices chosen by a hash of the id (and the root), so a climb
// meets one every ~sqrt(n)/2 steps in expectation whatever the tree. Each checkpoint keeps
// its nearest checkpoint ancestor (an index), the distance to it and its depth: the
// checkpoints form a tree of their own, again with parents at smaller ids.
// A query climbs u and v to their first checkpoints (which gives their depths), then walks
// the checkpoint tree from both (larger id moves up) to their lowest common checkpoint C,
// remembering the last vertex a (b) before C on u's (v's) side. The lowest common ancestor of
// u and v lies between a and C and between b and C (a checkpoint below it would be a common
// one below C), so a plain walk from a and b, one segment long, finds it.
// O(sqrt n) expected per query, O(sqrt n) extra space.
class Solution {
    unsigned stride;
    bool checkpoint(unsigned v) const {
        return v == 0 || ((v * 0x9E3779B1u) >> 11) % stride == 0;
    }
public:
    void solve(const vector<int>& parent, const vector<int>& us, const vector<int>& vs,
               vector<int>& answer) {
        int n = parent.size();
        stride = max(1, (int)sqrt((double)n) / 2);
        vector<int> ids;  // ascending
        for (int v = 0; v < n; ++v)
            if (checkpoint(v)) ids.push_back(v);
        auto index = [&](int v) { return int(lower_bound(ids.begin(), ids.end(), v) - ids.begin()); };
        int m = ids.size();
        vector<int> up(m, -1), depth(m, 0);
        for (int i = 1; i < m; ++i) {  // ids[0] is the root; parents come first
            int u = parent[ids[i]], d = 1;
            while (!checkpoint(u)) {
                u = parent[u];
                ++d;
            }
            up[i] = index(u);
            depth[i] = depth[up[i]] + d;
        }
        size_t q = us.size();
        for (size_t i = 0; i < q; ++i) {
            int u = us[i], v = vs[i];
            int x = u, su = 0;
            while (!checkpoint(x)) { x = parent[x]; ++su; }
            int y = v, sv = 0;
            while (!checkpoint(y)) { y = parent[y]; ++sv; }
            int cu = index(x), cv = index(y);
            int du = depth[cu] + su, dv = depth[cv] + sv;
            // last vertex before C on each side, with its depth
            int a = u, da = du, b = v, db = dv;
            while (cu != cv) {
                if (cu > cv) {
                    a = ids[cu]; da = depth[cu]; cu = up[cu];
                } else {
                    b = ids[cv]; db = depth[cv]; cv = up[cv];
                }
            }
            while (a != b) {
                if (a > b) { a = parent[a]; --da; }
                else { b = parent[b]; --db; }
            }
            answer.push_back(du + dv - 2 * da);
        }
    }
};
