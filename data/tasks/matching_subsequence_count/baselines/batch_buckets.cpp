// Patterns in batches of B = max(512, sqrt m); one walk of the log per batch advances every
// pattern of the batch at once. A pattern of the batch waits in the bucket of the code it
// needs next (an intrusive list: one head per code, one link and one position per pattern);
// the code a[i] empties its bucket and moves each pattern there one code on, into the bucket
// of its following code (a[i] again only from position i + 1, since the bucket was emptied
// first). A walk stops when no pattern of the batch waits. O((m / B + 1) n + L) time for
// total pattern length L, O(sqrt m) extra space (two int arrays of B, 100 heads).
class Solution {
public:
    int solve(const vector<int>& a, const vector<vector<int>>& patterns) {
        const size_t n = a.size(), m = patterns.size();
        const size_t cap = max((size_t)512, (size_t)sqrt((double)m));
        vector<int> link(cap), at(cap);
        int head[100];
        int count = 0;
        for (size_t from = 0; from < m; from += cap) {
            const size_t len = min(cap, m - from);
            const vector<int>* batch = patterns.data() + from;
            for (int c = 0; c < 100; ++c) head[c] = -1;
            size_t waiting = len;
            for (size_t k = 0; k < len; ++k) {
                int c = batch[k][0];
                at[k] = 0;
                link[k] = head[c];
                head[c] = (int)k;
            }
            for (size_t i = 0; i < n && waiting > 0; ++i) {
                int c = a[i];
                int k = head[c];
                if (k < 0) continue;
                head[c] = -1;
                while (k >= 0) {
                    int next = link[k];
                    const vector<int>& p = batch[k];
                    size_t j = (size_t)++at[k];
                    if (j == p.size()) {
                        ++count;
                        --waiting;
                    } else {
                        int d = p[j];
                        link[k] = head[d];
                        head[d] = k;
                    }
                    k = next;
                }
            }
        }
        return count;
    }
};
