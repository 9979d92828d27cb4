// Preorder numbers and depths (one pass each, since parents have smaller ids), and the
// vertices of every depth listed in preorder. The k-th ancestor of v is the vertex of depth
// depth(v) - k with the largest preorder number not above v's: a binary search in that
// depth's list. O(n) preprocessing, O(log n) per query; O(n) extra space.
class Solution {
    struct Info { int depth, pre; };
    struct Entry { int pre, vertex; };
public:
    void solve(const vector<int>& parent, const vector<int>& nodes, const vector<int>& ks,
               vector<int>& answer) {
        int n = parent.size();
        vector<Info> info(n);
        vector<int> next(n, 1);  // subtree sizes, then the next free preorder number below each vertex
        info[0] = {0, 0};
        for (int v = 1; v < n; ++v) info[v].depth = info[parent[v]].depth + 1;
        for (int v = n - 1; v > 0; --v) next[parent[v]] += next[v];
        next[0] = 1;
        for (int v = 1; v < n; ++v) {  // parents first: a vertex's children take consecutive blocks
            int p = parent[v], sub = next[v];
            info[v].pre = next[p];
            next[p] += sub;
            next[v] = info[v].pre + 1;
        }
        // start[d]: where depth d's list begins in level[]; the lists are filled in preorder.
        vector<int> start(n + 1, 0), byPre(n);
        for (int v = 0; v < n; ++v) {
            ++start[info[v].depth + 1];
            byPre[info[v].pre] = v;
        }
        for (int d = 0; d < n; ++d) start[d + 1] += start[d];
        vector<Entry> level(n);
        for (int d = 0; d < n; ++d) next[d] = start[d];  // reused: the next free place of each list
        for (int t = 0; t < n; ++t) {
            int v = byPre[t];
            level[next[info[v].depth]++] = {t, v};
        }
        size_t q = nodes.size();
        for (size_t i = 0; i < q; ++i) {
            Info at = info[nodes[i]];
            int k = ks[i];
            if (k > at.depth) {
                answer.push_back(-1);
                continue;
            }
            // The last entry of the list of depth at.depth - k whose preorder number is not
            // above v's: the ancestor (every later one starts after v's subtree).
            int d = at.depth - k, lo = start[d], hi = start[d + 1] - 1;
            while (lo < hi) {
                int mid = (lo + hi + 1) / 2;
                if (level[mid].pre <= at.pre) lo = mid;
                else hi = mid - 1;
            }
            answer.push_back(level[lo].vertex);
        }
    }
};
