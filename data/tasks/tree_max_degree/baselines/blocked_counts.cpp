// The child counts of one block of B = max(1024, sqrt n) consecutive vertex ids at a time:
// one scan of the parent array per block counts the entries that fall in it (the root's -1
// falls in none); a vertex's degree is its count plus one for its parent edge. O(n^2 / B) =
// O(n sqrt n) time, O(sqrt n) extra space.
class Solution {
public:
    int solve(const vector<int>& parent) {
        int n = (int)parent.size();
        int b = max(1024, (int)sqrt((double)n));
        vector<int> cnt(b);
        int best = 0;
        for (int lo = 0; lo < n; lo += b) {
            fill(cnt.begin(), cnt.end(), 0);
            for (int i = 0; i < n; ++i) {
                unsigned x = (unsigned)(parent[i] - lo);
                if (x < (unsigned)b) ++cnt[x];
            }
            int hi = min(n, lo + b);
            for (int v = lo; v < hi; ++v) {
                int d = cnt[v - lo] + (parent[v] >= 0 ? 1 : 0);
                if (d > best) best = d;
            }
        }
        return best;
    }
};
