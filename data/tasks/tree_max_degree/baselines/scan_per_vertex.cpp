// Each vertex's degree counted by one scan of the parent array: its children (entries equal
// to it) plus one for its own parent edge unless it is the root. O(n^2) time, O(1) extra
// space.
class Solution {
public:
    int solve(const vector<int>& parent) {
        int n = (int)parent.size();
        const int* p = parent.data();
        int best = 0;
        for (int v = 0; v < n; ++v) {
            int d = p[v] >= 0 ? 1 : 0;
            for (int i = 0; i < n; ++i) d += p[i] == v;
            if (d > best) best = d;
        }
        return best;
    }
};
