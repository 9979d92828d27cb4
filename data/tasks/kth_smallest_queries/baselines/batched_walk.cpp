// Walk the sorted order of (value, index) keys in batches of B = max(1024, sqrt n): one
// scan with a max-heap keeps the B smallest keys above the last key walked, the batch is
// sorted, and every query whose rank falls in the batch takes its value. The walk stops at
// the largest rank asked. O(n / B) scans: O(n sqrt n) time (O(n sqrt n log n) when the
// keys arrive in falling order), O(sqrt n) extra space.
class Solution {
public:
    long long solve(const vector<int>& a, const vector<int>& k) {
        const int* p = a.data();
        int n = (int)a.size();
        int kmax = 0;
        for (int rank : k) kmax = max(kmax, rank);
        size_t cap = max((size_t)1024, (size_t)sqrt((double)n));
        auto before = [p](int i, int j) { return p[i] < p[j] || (p[i] == p[j] && i < j); };
        vector<int> heap;
        heap.reserve(cap);
        int last = -1, done = 0;
        long long total = 0;
        while (done < kmax) {
            heap.clear();
            bool full = false;
            for (int i = 0; i < n; ++i) {
                if (last >= 0 && !before(last, i)) continue;  // walked already
                if (full) {
                    if (!before(i, heap.front())) continue;
                    pop_heap(heap.begin(), heap.end(), before);
                    heap.back() = i;
                    push_heap(heap.begin(), heap.end(), before);
                } else {
                    heap.push_back(i);
                    push_heap(heap.begin(), heap.end(), before);
                    full = heap.size() == cap;
                }
            }
            sort_heap(heap.begin(), heap.end(), before);
            int size = (int)heap.size();
            for (int rank : k)
                if (rank > done && rank <= done + size) total += p[heap[rank - done - 1]];
            done += size;
            last = heap.back();
        }
        return total;
    }
};
