// Every pattern at once: one walk of the log, each pattern waiting in the bucket of the code
// it needs next (an intrusive list: one head per code, one link and one position per
// pattern); the code a[i] empties its bucket and moves each pattern there one code on.
// O(n + m + L) time for total pattern length L, O(m) extra space.
class Solution {
public:
    int solve(const vector<int>& a, const vector<vector<int>>& patterns) {
        const size_t n = a.size(), m = patterns.size();
        vector<int> link(m), at(m, 0);
        int head[100];
        for (int c = 0; c < 100; ++c) head[c] = -1;
        for (size_t k = 0; k < m; ++k) {
            int c = patterns[k][0];
            link[k] = head[c];
            head[c] = (int)k;
        }
        size_t waiting = m;
        int count = 0;
        for (size_t i = 0; i < n && waiting > 0; ++i) {
            int c = a[i];
            int k = head[c];
            if (k < 0) continue;
            head[c] = -1;
            while (k >= 0) {
                int next = link[k];
                const vector<int>& p = patterns[k];
                size_t j = (size_t)++at[k];
                if (j == p.size()) {
                    ++count;
                    --waiting;
                } else {
                    int d = p[j];
                    link[k] = head[d];
                    head[d] = (int)k;
                }
                k = next;
            }
        }
        return count;
    }
};
