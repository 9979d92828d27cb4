// The same greedy over the limits in increasing order, fed through a buffer of the next
// B = max(768, sqrt n) items in (limit, index) order: one scan with a max-heap keeps the B
// smallest keys above the last item consumed, then they are consumed in order. O(n / B)
// scans of O(n) (plus heap work): O(n sqrt n) time, O(sqrt n) extra space.
class Solution {
    const int* p;
    bool less(int i, int j) const { return p[i] < p[j] || (p[i] == p[j] && i < j); }
public:
    int maxGroups(const vector<int>& limit) {
        p = limit.data();
        int n = (int)limit.size();
        size_t cap = max((size_t)768, (size_t)sqrt((double)n));
        auto cmp = [this](int i, int j) { return less(i, j); };
        vector<int> heap;
        heap.reserve(cap);
        long long total = 0, groups = 0;
        int last = -1, used = 0;
        while (used < n) {
            heap.clear();
            for (int i = 0; i < n; ++i) {
                if (last >= 0 && !less(last, i)) continue;
                if (heap.size() < cap) {
                    heap.push_back(i);
                    push_heap(heap.begin(), heap.end(), cmp);
                } else if (less(i, heap.front())) {
                    pop_heap(heap.begin(), heap.end(), cmp);
                    heap.back() = i;
                    push_heap(heap.begin(), heap.end(), cmp);
                }
            }
            sort_heap(heap.begin(), heap.end(), cmp);
            for (int i : heap) {
                total += p[i];
                if (total >= (groups + 1) * (groups + 2) / 2) ++groups;
            }
            used += (int)heap.size();
            last = heap.back();
        }
        return (int)groups;
    }
};
