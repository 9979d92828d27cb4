// The sum over the distinct values in increasing order of (rank) x (copies), fed in batches:
// one scan keeps, in a max-heap of B = max(896, sqrt n) values, the B smallest copies above
// the last value fed. Every value below the heap's largest is then complete (all its copies
// are in the heap) and is fed; the largest may have copies left out, so it waits for the next
// batch, unless it fills the whole heap, when one more scan counts its copies.
// O(n / B) scans (a batch feeds at least B copies over two scans): O(n sqrt n log n) time on
// the worst order, O(sqrt n) extra space.
class Solution {
    long long total = 0, rank = 0;
    int last = 0;  // values are >= 1
    void feed(int v, long long copies) {
        total += rank * copies;
        ++rank;
        last = v;
    }
public:
    long long solve(const vector<int>& a) {
        const int* p = a.data();
        int n = (int)a.size();
        size_t cap = max((size_t)896, (size_t)sqrt((double)n));
        vector<int> heap;
        heap.reserve(cap);
        for (;;) {
            heap.clear();
            for (int i = 0; i < n; ++i) {
                int v = p[i];
                if (v <= last) continue;
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
            bool full = heap.size() == cap;
            sort_heap(heap.begin(), heap.end());
            int top = heap.back();
            if (full && heap.front() == top) {
                long long copies = 0;
                for (int i = 0; i < n; ++i) copies += p[i] == top;
                feed(top, copies);
                continue;
            }
            size_t i = 0, m = heap.size();
            while (i < m) {
                int v = heap[i];
                if (full && v == top) break;  // top may have copies beyond the heap
                size_t j = i;
                while (j < m && heap[j] == v) ++j;
                feed(v, (long long)(j - i));
                i = j;
            }
            if (!full) break;
        }
        return total;
    }
};
