// The double sweep with about sqrt(n) checkpoint vertices, chosen by a hash of the id (and
// the root), so that for any fixed tree a climb meets one every ~sqrt(n) steps in
// expectation. Each checkpoint keeps its nearest checkpoint ancestor (`up`) and its depth.
// Pass 1: every vertex climbs to its first checkpoint, which gives its depth; a is the
// deepest. Then the checkpoints on a's root path are marked, each with the one below it on
// that path (`below`: a for the lowest), and every other checkpoint gets the first marked
// one above it (`entry`) and the last unmarked one before it (`lastoff`). Pass 2: w climbs to
// its first checkpoint c; the lowest common ancestor L of a and w lies between x (w itself if
// c is marked, else lastoff[c]) and the marked checkpoint C above it, and at or above
// y = below[C]; the ordered walk from x and y (the larger id moves up) meets at L after
// about 2 sqrt(n) steps and gives depth(L). O(n sqrt n) expected time; O(sqrt n) extra space.
class Solution {
    unsigned threshold;  // 2^32 / stride: a multiplicative hash of the id below it
    bool checkpoint(unsigned v) const {
        return v == 0 || v * 2654435761u < threshold;
    }
public:
    int solve(const vector<int>& parent) {
        int n = parent.size();
        unsigned stride = max(1, (int)sqrt((double)n));
        threshold = stride == 1 ? 0xffffffffu : unsigned(4294967296.0 / stride);
        vector<int> ids;  // ascending, ids[0] = 0
        for (int v = 0; v < n; ++v)
            if (checkpoint(v)) ids.push_back(v);
        int m = ids.size();
        auto index = [&](int v) { return int(lower_bound(ids.begin(), ids.end(), v) - ids.begin()); };
        auto climb = [&](int v, int& c) {  // steps from v to its first checkpoint c (an index)
            int d = 0;
            while (!checkpoint(v)) {
                v = parent[v];
                ++d;
            }
            c = index(v);
            return d;
        };
        vector<int> up(m, -1), depth(m, 0);
        for (int i = 1; i < m; ++i) {
            int c, d = climb(parent[ids[i]], c) + 1;
            up[i] = c;
            depth[i] = depth[c] + d;
        }
        int a = 0, da = 0;
        for (int v = 0; v < n; ++v) {
            int c, d = climb(v, c);
            d += depth[c];
            if (d > da) {
                da = d;
                a = v;
            }
        }
        vector<char> on(m, 0);
        vector<int> below(m, -1), belowDepth(m, 0), entry(m), lastoff(m);
        {
            int c;
            climb(a, c);
            on[c] = 1;
            below[c] = a;
            belowDepth[c] = da;
            for (int j = c; up[j] != -1; j = up[j]) {
                on[up[j]] = 1;
                below[up[j]] = ids[j];
                belowDepth[up[j]] = depth[j];
            }
        }
        for (int i = 0; i < m; ++i) {  // up[i] < i: resolved in id order
            if (on[i]) {
                entry[i] = i;
                lastoff[i] = -1;
            } else {
                entry[i] = entry[up[i]];
                lastoff[i] = on[up[i]] ? i : lastoff[up[i]];
            }
        }
        int best = 0;
        for (int w = 0; w < n; ++w) {
            int c, dw = climb(w, c);
            dw += depth[c];
            int x, dx, C;
            if (on[c]) {
                x = w;
                dx = dw;
                C = c;
            } else {
                int l = lastoff[c];
                x = ids[l];
                dx = depth[l];
                C = entry[c];
            }
            int y = below[C], dy = belowDepth[C], k = 0;
            while (x != y) {
                if (x > y) x = parent[x];
                else y = parent[y];
                ++k;
            }
            int dist = da + dw - (dx + dy - k);  // depth(L) = (dx + dy - k) / 2
            if (dist > best) best = dist;
        }
        return best;
    }
};
