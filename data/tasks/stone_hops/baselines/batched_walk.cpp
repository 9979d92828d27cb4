// The greedy, read along the sorted positions: keep the farthest position within d of the
// current stone; the first position beyond reach forces a hop to it (or -1 when even the
// previous position is more than d behind). The sorted order comes through a buffer of the
// next B = max(768, sqrt n) positions: one scan with a max-heap keeps the B smallest values
// above the last one read, then the buffer is read in order (values equal to the last one are
// skipped: a repeated position changes nothing). O(n / B) scans of O(n): O(n sqrt n) time,
// O(sqrt n) extra space (one buffer of B ints).
class Solution {
public:
    int solve(const vector<int>& stones, int d) {
        const int* a = stones.data();
        int n = (int)stones.size();
        size_t cap = max((size_t)768, (size_t)sqrt((double)n));
        vector<int> buf;
        buf.reserve(cap);
        size_t pos = 0;
        bool started = false;
        long long last = 0;
        auto refill = [&]() {
            buf.clear();
            pos = 0;
            bool full = false;
            for (int i = 0; i < n; ++i) {
                int v = a[i];
                if (started && v <= last) continue;
                if (full) {
                    if (v >= buf.front()) continue;
                    pop_heap(buf.begin(), buf.end());
                    buf.back() = v;
                    push_heap(buf.begin(), buf.end());
                } else {
                    buf.push_back(v);
                    push_heap(buf.begin(), buf.end());
                    full = buf.size() == cap;
                }
            }
            sort_heap(buf.begin(), buf.end());
        };
        refill();
        long long cur = buf[0], cand = cur;
        int hops = 0;
        for (;;) {
            if (pos == buf.size()) {
                last = buf.back();
                started = true;
                refill();
                if (buf.empty()) break;
            }
            long long v = buf[pos++];
            if (v > cur + d) {
                if (cand == cur) return -1;
                cur = cand;
                ++hops;
                if (v > cur + d) return -1;
            }
            cand = v;
        }
        if (cand != cur) ++hops;
        return hops;
    }
};
