// Greedy (exchange argument): a best menu cooks the m largest values in increasing order, so
// its score is P_1 + ... + P_m (P_t the sum of the t largest), growing while P_t > 0. The
// descending (value, index) order is produced through a buffer of the indices of its next
// B = max(1024, sqrt n) keys: one scan with a heap keeps the B largest keys below the last one
// used, then the buffer is read in order. O(n / B) scans of O(n log B): O(n sqrt n log n)
// time, O(sqrt n) extra space.
class Solution {
public:
    long long solve(const vector<int>& s) {
        const long long MOD = 1000000007LL;
        const int* a = s.data();
        int n = (int)s.size();
        size_t cap = max((size_t)1024, (size_t)sqrt((double)n));
        // x before y in the walk: larger value first, then smaller index
        auto before = [a](int x, int y) { return a[x] > a[y] || (a[x] == a[y] && x < y); };
        vector<int> buf;
        buf.reserve(cap);
        size_t pos = 0;
        int last = -1;
        long long run = 0, ans = 0;
        for (int k = 0; k < n; ++k) {
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
            run += a[last];
            if (run <= 0) break;
            ans = (ans + run) % MOD;
        }
        return ans;
    }
};
