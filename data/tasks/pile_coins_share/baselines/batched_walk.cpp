// Greedy: every round Alice takes the largest pile left, you the second largest, Bob the
// smallest, so you get the 2nd, 4th, ..., (2m)-th largest of the 3m piles. The descending
// (value, index) order is produced through a buffer of the indices of its next
// B = max(1024, sqrt n) keys: one scan with a heap keeps the B largest keys below the last
// one used, then the buffer is read in order. O(n / B) scans of O(n log B):
// O(n sqrt n log n) time, O(sqrt n) extra space.
class Solution {
public:
    long long solve(const vector<int>& piles) {
        const int* a = piles.data();
        int n = (int)piles.size();
        long long top = 2 * (n / 3);
        size_t cap = max((size_t)1024, (size_t)sqrt((double)n));
        // x before y in the walk: larger value first, then smaller index
        auto before = [a](int x, int y) { return a[x] > a[y] || (a[x] == a[y] && x < y); };
        vector<int> buf;
        buf.reserve(cap);
        size_t pos = 0;
        int last = -1;
        long long total = 0;
        for (long long r = 1; r <= top; ++r) {
            if (pos == buf.size()) {
                buf.clear();
                pos = 0;
                bool full = false;
                for (int i = 0; i < n; ++i) {
                    if (last >= 0 && !before(last, i)) continue;
                    if (full) {
                        if (!before(i, buf.front())) continue;
                        pop_heap(buf.begin(), buf.end(), before);
                        buf.back() = i;
                        push_heap(buf.begin(), buf.end(), before);
                    } else {
                        buf.push_back(i);
                        push_heap(buf.begin(), buf.end(), before);
                        full = buf.size() == cap;
                    }
                }
                sort_heap(buf.begin(), buf.end(), before);
            }
            last = buf[pos++];
            if (r % 2 == 0) total += a[last];
        }
        return total;
    }
};
