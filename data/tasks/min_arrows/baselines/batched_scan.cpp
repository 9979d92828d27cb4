// The same greedy, walking the balloons in order of right end through a buffer of
// B = max(512, sqrt n) of them: one scan with a max-heap collects the B smallest right
// ends among the balloons that start after the last arrow (every other balloon is burst),
// then the buffer is walked in order like the sorted copy. A balloon left out of the
// buffer ends at or after the buffer's last one, so it is burst by the last arrow or
// starts after it and is found by the next scan. Each scan consumes B balloons: O(n / B)
// scans of O(n), O(n sqrt n) time, O(sqrt n) extra space (8 bytes a balloon).
class Solution {
public:
    int solve(const vector<array<int, 2>>& points) {
        const array<int, 2>* p = points.data();
        size_t n = points.size();
        size_t cap = max((size_t)512, (size_t)sqrt((double)n));
        vector<unsigned long long> buf;  // (end - INT_MIN) << 32 | (start - INT_MIN)
        buf.reserve(cap);
        int arrows = 0;
        long long last = LLONG_MIN;
        for (;;) {
            buf.clear();
            unsigned long long top = ULLONG_MAX;  // the largest key in the buffer, once full
            for (size_t i = 0; i < n; ++i) {
                if (p[i][0] <= last) continue;
                unsigned long long key = (unsigned long long)((long long)p[i][1] - INT_MIN) << 32
                                       | (unsigned long long)((long long)p[i][0] - INT_MIN);
                if (key >= top) continue;
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
            if (buf.empty()) break;
            sort_heap(buf.begin(), buf.end());
            for (unsigned long long key : buf) {
                long long start = (long long)(key & 0xffffffffULL) + INT_MIN;
                if (start > last) {
                    ++arrows;
                    last = (long long)(key >> 32) + INT_MIN;
                }
            }
        }
        return arrows;
    }
};
