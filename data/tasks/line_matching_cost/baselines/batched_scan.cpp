// Both arrays walked together in increasing order of the key (value, side, index), through
// a buffer of B = max(512, sqrt(2n)) keys: one scan of both arrays with a max-heap collects
// the B smallest keys above the last one handed out. On the walk, D = (#a) - (#b) seen so
// far, and the gap between consecutive values adds |D| * gap (the sorted matching's cost is
// the area between the two counting functions). O(n / B) scans of O(n): O(n sqrt n) time,
// O(sqrt n) extra space.
class Solution {
    static void offer(vector<long long>& buf, size_t cap, long long key, long long& top) {
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
public:
    long long solve(const vector<int>& a, const vector<int>& b) {
        const int* pa = a.data();
        const int* pb = b.data();
        long long n = (long long)a.size();
        size_t cap = max((size_t)512, (size_t)sqrt(2.0 * (double)n));
        vector<long long> buf;
        buf.reserve(cap);
        long long last = -1, total = 0, d = 0, prev = 0;
        for (;;) {
            buf.clear();
            long long top = LLONG_MAX;
            for (long long i = 0; i < n; ++i) {
                long long key = ((long long)pa[i] << 21) | i;
                if (key > last && key < top) offer(buf, cap, key, top);
            }
            for (long long i = 0; i < n; ++i) {
                long long key = ((long long)pb[i] << 21) | (1LL << 20) | i;
                if (key > last && key < top) offer(buf, cap, key, top);
            }
            if (buf.empty()) break;
            sort_heap(buf.begin(), buf.end());
            for (size_t k = 0; k < buf.size(); ++k) {
                long long v = buf[k] >> 21;
                total += (d < 0 ? -d : d) * (v - prev);
                prev = v;
                d += (buf[k] >> 20 & 1) ? -1 : 1;
            }
            if (buf.size() < cap) break;
            last = buf.back();
        }
        return total;
    }
};
