// The greedy pairs the k-th smallest seat with the k-th smallest student. Each array's sorted
// order is produced through a buffer of the indices of its next B = max(512, sqrt n) values:
// one scan with a max-heap keeps the B smallest (value, index) keys above the last one used,
// then the buffer is read in order. O(n / B) scans of O(n) per array: O(n sqrt n) time,
// O(sqrt n) extra space (two buffers of B ints).
class Solution {
    struct Stream {
        const int* a;
        int n;
        size_t cap;
        vector<int> buf;
        size_t pos = 0;
        int last = -1;  // index of the last value used, -1 before the first
        // key (a[x], x) below key (a[y], y)
        bool less(int x, int y) const { return a[x] < a[y] || (a[x] == a[y] && x < y); }
        void refill() {
            buf.clear();
            pos = 0;
            auto cmp = [this](int x, int y) { return less(x, y); };
            bool full = false;
            for (int i = 0; i < n; ++i) {
                if (last >= 0 && !less(last, i)) continue;
                if (full) {
                    if (!less(i, buf.front())) continue;
                    pop_heap(buf.begin(), buf.end(), cmp);
                    buf.back() = i;
                    push_heap(buf.begin(), buf.end(), cmp);
                } else {
                    buf.push_back(i);
                    push_heap(buf.begin(), buf.end(), cmp);
                    full = buf.size() == cap;
                }
            }
            sort_heap(buf.begin(), buf.end(), cmp);
        }
        long long next() {
            if (pos == buf.size()) refill();
            last = buf[pos++];
            return a[last];
        }
    };
public:
    long long solve(const vector<int>& seats, const vector<int>& students) {
        int n = (int)seats.size();
        size_t cap = max((size_t)512, (size_t)sqrt((double)n));
        Stream s{seats.data(), n, cap, {}}, t{students.data(), n, cap, {}};
        s.buf.reserve(cap);
        t.buf.reserve(cap);
        long long total = 0;
        for (int k = 0; k < n; ++k) {
            long long x = s.next(), y = t.next();
            total += x > y ? x - y : y - x;
        }
        return total;
    }
};
