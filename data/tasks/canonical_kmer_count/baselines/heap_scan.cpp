// Distinct canonical codes in increasing order, B at a time, B = max(384, sqrt n): one scan
// of the windows keeps in a max-heap (std::push_heap / pop_heap) the B smallest codes, with
// repeats, above the largest code counted so far; every distinct code up to the heap's
// largest is then in the heap. Each full scan retires at least B windows: O(n / B) scans of
// O(n + B log(n / B) log B), O(n sqrt n) time, O(sqrt n) extra space.
class Solution {
    static unsigned long long code(char c) {
        switch (c) {
            case 'A': return 0;
            case 'C': return 1;
            case 'G': return 2;
            default: return 3;
        }
    }
public:
    int solve(const string& s, int k) {
        int n = (int)s.size();
        if (n < k) return 0;
        const unsigned long long mask = (1ULL << (2 * k)) - 1;
        const int top = 2 * (k - 1);
        size_t cap = max((size_t)384, (size_t)sqrt((double)(n - k + 1)));
        vector<unsigned long long> heap;
        heap.reserve(cap);
        bool started = false;
        unsigned long long last = 0;  // the largest code counted so far
        int count = 0;
        for (;;) {
            heap.clear();
            unsigned long long f = 0, r = 0;
            for (int p = 0; p < n; ++p) {
                unsigned long long x = code(s[p]);
                f = ((f << 2) | x) & mask;
                r = (r >> 2) | ((3 - x) << top);
                if (p < k - 1) continue;
                unsigned long long c = f < r ? f : r;
                if (started && c <= last) continue;
                if (heap.size() < cap) {
                    heap.push_back(c);
                    push_heap(heap.begin(), heap.end());
                } else if (c < heap.front()) {
                    pop_heap(heap.begin(), heap.end());
                    heap.back() = c;
                    push_heap(heap.begin(), heap.end());
                }
            }
            if (heap.empty()) break;
            sort_heap(heap.begin(), heap.end());
            for (size_t i = 0; i < heap.size(); ++i)
                if (i == 0 || heap[i] != heap[i - 1]) ++count;
            last = heap.back();
            started = true;
            if (heap.size() < cap) break;
        }
        return count;
    }
};
