// The same half-against-half greedy, both halves walked in increasing (value, index) order
// through two buffers of B = max(192, sqrt n) keys: one scan with a heap collects the B
// smallest keys beyond the last one handed out by that stream, then the buffer is handed
// out in order. The larger half starts at the key of rank ceil(n/2), found by a binary
// search on keys (one counting scan per step, O(n log V)). O(n / B) scans of O(n) each:
// O(n sqrt n) time, O(sqrt n) extra space.
class Solution {
    struct Stream {  // keys (value << 20) | index in increasing order, from `last` + 1 on
        const vector<int>& a;
        size_t cap;
        vector<long long> buf;
        size_t pos = 0;
        long long last;

        Stream(const vector<int>& values, long long after) : a(values), last(after) {
            cap = max((size_t)192, (size_t)sqrt((double)a.size()));
            buf.reserve(cap);
        }
        void refill() {
            buf.clear();
            pos = 0;
            const int* p = a.data();
            size_t len = a.size();
            long long top = LLONG_MAX;  // the largest entry of the buffer, once it is full
            for (size_t i = 0; i < len; ++i) {
                long long key = ((long long)p[i] << 20) | (long long)i;
                if (key <= last || key >= top) continue;
                if (buf.size() < cap) {
                    buf.push_back(key);
                    push_heap(buf.begin(), buf.end());
                    if (buf.size() == cap) top = buf.front();
                } else {
                    pop_heap(buf.begin(), buf.end());
                    buf.back() = key;
                    push_heap(buf.begin(), buf.end());
                    top = buf.front();
                }
            }
            sort_heap(buf.begin(), buf.end());
            last = buf.back();
        }
        long long take() {  // the next value; called at most n / 2 times
            if (pos == buf.size()) refill();
            return buf[pos++] >> 20;
        }
    };
    static long long kth_key(const vector<int>& a, size_t rank) {  // key with `rank` keys below
        long long lo = 0, hi = (1LL << 51);
        const int* p = a.data();
        size_t len = a.size();
        while (lo < hi) {
            long long mid = lo + (hi - lo) / 2;
            size_t c = 0;
            for (size_t i = 0; i < len; ++i) c += (((long long)p[i] << 20) | (long long)i) <= mid;
            if (c > rank) hi = mid; else lo = mid + 1;
        }
        return lo;
    }
public:
    int solve(const vector<int>& a) {
        size_t n = a.size(), half = n / 2;
        if (half == 0) return 0;
        Stream small(a, -1), large(a, kth_key(a, n - half) - 1);
        long long low = small.take();
        size_t i = 0;
        for (size_t j = 0; j < half; ++j) {
            long long high = large.take();
            if (2 * low <= high) {
                ++i;
                if (i == half) break;
                low = small.take();
            }
        }
        return (int)i;
    }
};
