// The run-length DP over the distinct values in increasing order (len = len + 1 when a value
// follows the previous one by exactly 1, else 1), fed in batches: one scan keeps, in a
// max-heap of B = max(768, sqrt n) values, the B smallest copies above the last value fed;
// the batch is then sorted and fed (copies of a value are skipped, so the heap's largest may
// be fed although some of its copies were left out: the next scan skips them).
// O(n / B) scans: O(n sqrt n log n) time on the worst order, O(sqrt n) extra space.
class Solution {
public:
    int solve(const vector<int>& a) {
        const int* p = a.data();
        int n = (int)a.size();
        size_t cap = max((size_t)768, (size_t)sqrt((double)n));
        vector<int> heap;
        heap.reserve(cap);
        bool started = false;
        int last = 0, len = 0, best = 0;
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
                if (started && v == last) continue;
                len = (started && v == last + 1) ? len + 1 : 1;
                if (len > best) best = len;
                last = v;
                started = true;
            }
        }
        return best;
    }
};
