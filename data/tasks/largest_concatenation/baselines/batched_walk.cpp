// The greedy: x goes before y when the digits of x then y read larger than y then x. The
// sorted order is produced through a buffer of the indices of the next B = max(768, sqrt n)
// (order, index) keys: one scan with a max-heap keeps the B first keys after the last one
// written, then the buffer is appended in order. O(n / B) scans of O(n log B):
// O(n sqrt n log n) time, O(sqrt n) extra space (one buffer of B ints).
class Solution {
    const int* a = nullptr;
    static unsigned long long shift(unsigned long long v) {
        unsigned long long p = 10;
        while (p <= v) p *= 10;
        return p;
    }
    // key x comes before key y
    bool first(int x, int y) const {
        unsigned long long u = (unsigned)a[x], v = (unsigned)a[y];
        unsigned long long uv = u * shift(v) + v, vu = v * shift(u) + u;
        return uv > vu || (uv == vu && x < y);
    }
public:
    int solve(const vector<int>& nums) {
        const unsigned long long MOD = 1000000007ULL;
        a = nums.data();
        int n = (int)nums.size();
        size_t cap = max((size_t)768, (size_t)sqrt((double)n));
        vector<int> buf;
        buf.reserve(cap);
        auto cmp = [this](int x, int y) { return first(x, y); };
        int last = -1, done = 0;
        unsigned long long acc = 0;
        while (done < n) {
            buf.clear();
            bool full = false;
            for (int i = 0; i < n; ++i) {
                if (last >= 0 && !first(last, i)) continue;
                if (full) {
                    if (!first(i, buf.front())) continue;
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
            for (int i : buf) {
                unsigned long long v = (unsigned)a[i];
                acc = (acc * (shift(v) % MOD) + v) % MOD;
            }
            last = buf.back();
            done += (int)buf.size();
        }
        return (int)acc;
    }
};
