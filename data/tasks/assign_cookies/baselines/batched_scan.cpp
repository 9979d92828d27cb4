// The same greedy, both arrays walked in increasing order of (value, index) through a
// buffer of B = max(256, sqrt(len)) keys each: one scan with a max-heap collects the B
// smallest keys above the last one handed out, then the buffer is handed out in order.
// O(len / B) scans of O(len) each: O(n sqrt n + m sqrt m) time (the heap is rarely
// touched on most of a scan), O(sqrt n + sqrt m) extra space.
class Solution {
    struct Stream {
        const vector<int>& v;
        size_t cap;
        vector<long long> buf;
        size_t pos = 0;
        long long last = -1;
        bool exhausted = false;

        Stream(const vector<int>& values) : v(values) {
            cap = max((size_t)256, (size_t)sqrt((double)v.size()));
            buf.reserve(cap);
        }
        void refill() {
            buf.clear();
            pos = 0;
            const int* p = v.data();
            size_t len = v.size();
            long long top = LLONG_MAX;  // the largest key in the buffer, once it is full
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
            if (buf.size() < cap) exhausted = true;
            if (!buf.empty()) last = buf.back();
        }
        long long peek() {  // LLONG_MAX once every key was handed out
            if (pos == buf.size()) {
                if (exhausted) return LLONG_MAX;
                refill();
                if (buf.empty()) return LLONG_MAX;
            }
            return buf[pos];
        }
        void advance() { ++pos; }
    };
public:
    int solve(const vector<int>& g, const vector<int>& s) {
        Stream child(g), cookie(s);
        int satisfied = 0;
        for (;;) {
            long long c = child.peek(), k = cookie.peek();
            if (c == LLONG_MAX || k == LLONG_MAX) break;
            if ((k >> 20) >= (c >> 20)) {
                ++satisfied;
                child.advance();
            }
            cookie.advance();
        }
        return satisfied;
    }
};
