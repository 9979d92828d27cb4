// One state per node (unknown / on this walk / reaches t / does not), t preset to
// "reaches". Walk from every unknown node until a known node or this walk's own trail (a
// new cycle without t: "does not"), then walk again writing the verdict. Every node is
// walked twice at most: O(n) time, O(n) extra space (one int per node).
class Solution {
public:
    int solve(const vector<int>& f, int t) {
        int n = (int)f.size();
        vector<int> st(n, 0);
        st[t] = 2;
        for (int s = 0; s < n; ++s) {
            if (st[s] != 0) continue;
            int x = s;
            while (st[x] == 0) {
                st[x] = 1;
                x = f[x];
            }
            int r = st[x] == 1 ? 3 : st[x];
            x = s;
            while (st[x] == 1) {
                st[x] = r;
                x = f[x];
            }
        }
        int count = 0;
        for (int x = 0; x < n; ++x) count += st[x] == 2;
        return count;
    }
};
