// Pair the i-th smallest with the i-th largest value, both ends walked by (value, index)
// keys through two buffers of B = max(192, sqrt n) keys: one scan with a heap collects the
// B nearest keys beyond the last one handed out at that end, then the buffer is handed
// out in order (the largest-first stream works on negated keys). O(n / B) scans of O(n):
// O(n sqrt n) time, O(sqrt n) extra space.
class Solution {
    struct Stream {  // sign * key in increasing order; key = (value << 20) | index
        const vector<int>& a;
        long long sign;
        size_t cap;
        vector<long long> buf;
        size_t pos = 0;
        long long last = LLONG_MIN;

        Stream(const vector<int>& values, long long direction) : a(values), sign(direction) {
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
                long long key = sign * (((long long)p[i] << 20) | (long long)i);
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
            return (sign * buf[pos++]) >> 20;
        }
    };
public:
    long long solve(const vector<int>& a) {
        Stream smallest(a, 1), largest(a, -1);
        size_t pairs = a.size() / 2;
        long long best = 0;
        for (size_t k = 0; k < pairs; ++k) best = max(best, smallest.take() + largest.take());
        return best;
    }
};
