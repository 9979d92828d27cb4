// The same two-pointer greedy, the people walked by (weight, index) from both ends through
// two buffers of B = max(192, sqrt n) keys: one scan with a heap collects the B nearest keys
// beyond the last one handed out at that end, then the buffer is handed out in order (the
// heaviest-first stream works on negated keys). O(n / B) scans of O(n) each:
// O(n sqrt n) time, O(sqrt n) extra space.
class Solution {
    struct Stream {  // sign * key in increasing order; key = (weight << 20) | index
        const vector<int>& w;
        long long sign;
        size_t cap;
        vector<long long> buf;
        size_t pos = 0;
        long long last = LLONG_MIN;

        Stream(const vector<int>& weights, long long direction) : w(weights), sign(direction) {
            cap = max((size_t)192, (size_t)sqrt((double)w.size()));
            buf.reserve(cap);
        }
        void refill() {
            buf.clear();
            pos = 0;
            const int* p = w.data();
            size_t len = w.size();
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
        long long take_weight() {  // the next person's weight; called at most n times
            if (pos == buf.size()) refill();
            return (sign * buf[pos++]) >> 20;
        }
    };
public:
    int solve(const vector<int>& w, int limit) {
        Stream lightest(w, 1), heaviest(w, -1);
        long long waiting = w.size();
        long long light = lightest.take_weight();
        int boats = 0;
        while (waiting > 0) {
            long long heavy = heaviest.take_weight();
            ++boats;
            if (waiting == 1) break;
            if (light + heavy <= limit) {
                waiting -= 2;
                if (waiting > 0) light = lightest.take_weight();
            } else {
                waiting -= 1;
            }
        }
        return boats;
    }
};
