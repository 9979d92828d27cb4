// About sqrt(n) checkpoint vertices (the root and the ids picked by a multiplicative hash, so
// that for any fixed tree a climb meets one every ~sqrt(n) steps in expectation) keep the
// root-down greedy's state (pieces so far, weight of the open piece). A vertex climbs to its
// first checkpoint ancestor, keeping the weights it passed in a buffer, and replays the
// greedy from the checkpoint's state down through the buffer. Checkpoints are resolved in id
// order (a checkpoint's checkpoint ancestors have smaller ids). O(n sqrt n) expected time;
// O(sqrt n) extra space (three ints per checkpoint and the buffer of one climb).
class Solution {
    int stride;
    bool checkpoint(unsigned v) const {
        return v == 0 || ((v * 2654435761u) >> 7) % stride == 0;
    }
public:
    long long solve(const vector<int>& parent, const vector<int>& weight, int limit) {
        int n = parent.size();
        stride = max(1, (int)sqrt((double)n));
        vector<int> ids;  // ascending
        for (int v = 0; v < n; ++v)
            if (checkpoint(v)) ids.push_back(v);
        int m = ids.size();
        vector<int> cpPieces(m), cpOpen(m), buf;
        buf.reserve(4 * stride);
        // the state of v's path, v a vertex whose checkpoint ancestors are all resolved
        auto state = [&](int v, int& pieces, int& open) {
            buf.clear();
            int u = v;
            while (!checkpoint(u)) {
                buf.push_back(weight[u]);
                u = parent[u];
            }
            int i = int(lower_bound(ids.begin(), ids.end(), u) - ids.begin());
            pieces = cpPieces[i];
            open = cpOpen[i];
            for (int k = (int)buf.size() - 1; k >= 0; --k) {
                int w = buf[k];
                if (w <= limit - open) {
                    open += w;
                } else {
                    ++pieces;
                    open = w;
                }
            }
        };
        cpPieces[0] = 1;
        cpOpen[0] = weight[0];
        for (int i = 1; i < m; ++i) {
            int c = ids[i], pieces, open;
            state(parent[c], pieces, open);
            int w = weight[c];
            if (w <= limit - open) {
                open += w;
            } else {
                ++pieces;
                open = w;
            }
            cpPieces[i] = pieces;
            cpOpen[i] = open;
        }
        long long total = 0;
        for (int v = 0; v < n; ++v) {
            int pieces, open;
            state(v, pieces, open);
            total += pieces;
        }
        return total;
    }
};
