// The successor walk in batches: one scan of the read-only array keeps, in a max-heap of
// B = max(768, sqrt n) values, the B smallest copies above the last value emitted; the batch
// is then sorted and emitted in order (copies of the last value skipped), tracking the
// largest difference of successive distinct values. The heap's largest may be emitted
// although some of its copies were left out: the next scan skips them (v <= last).
// O(n / B) scans: O(n sqrt n log n) time on the worst order (descending: a heap operation per
// value per scan), O(sqrt n) extra space.
class Solution {
public:
    long long solve(const vector<int>& a) {
        const int* p = a.data();
        int n = (int)a.size();
        size_t cap = max((size_t)768, (size_t)sqrt((double)n));
        vector<int> heap;
        heap.reserve(cap);
        bool started = false;
        int last = 0;
        long long best = 0;
        for (;;) {
            heap.clear();
            for (int i = 0; i < n; ++i) {
                int v = p[i];
                if (started && v <= last) continue;
                if (heap.size() < cap) {
                    heap.push_back(v);
                    push_heap(heap.begin(), heap.end());
                } else if (v < heap.front()) {
                    pop_heap(heap.begin(), heap.end());
                    heap.back() = v;
                    push_heap(heap.begin(), heap.end());
                }
            }
            if (heap.empty()) break;
            sort_heap(heap.begin(), heap.end());
            for (int v : heap) {
                if (started) {
                    if (v == last) continue;
                    best = max(best, (long long)v - last);
                }
                last = v;
                started = true;
            }
        }
        return best;
    }
};
