// The array cut into blocks of B = max(1280, sqrt n) positions. A block's values are copied
// into one buffer, sorted and deduplicated (a flag byte per distinct value: seen inside the
// block twice). One scan of the whole array then settles each of them with two binary
// searches per element: a value equal to one before the block kills it (it was counted with
// its first occurrence), a value equal to v + k (k > 0), or to v after the block (k = 0),
// marks it found. O(n / B) blocks, O(n log B) each: O(n sqrt n log n) time, O(sqrt n) space.
class Solution {
public:
    int solve(const vector<int>& a, long long k) {
        const int* p = a.data();
        int n = (int)a.size();
        int cap = max(1280, (int)sqrt((double)n));
        vector<int> buf;
        vector<unsigned char> state;  // bit 0: dead, bit 1: found
        buf.reserve(min(cap, n));
        state.reserve(min(cap, n));
        int count = 0;
        for (int start = 0; start < n; start += cap) {
            int end = min(n, start + cap);
            buf.assign(p + start, p + end);
            sort(buf.begin(), buf.end());
            int m = 0;
            state.assign(buf.size(), 0);
            for (int t = 0; t < (int)buf.size(); ++t) {
                if (m > 0 && buf[m - 1] == buf[t]) {
                    if (k == 0) state[m - 1] |= 2;  // a second copy inside the block
                } else {
                    buf[m++] = buf[t];
                }
            }
            const int* b = buf.data();
            for (int j = 0; j < n; ++j) {
                long long v = p[j];
                if (j < start) {  // an equal value before the block
                    int l = 0, r = m;
                    while (l < r) {
                        int mid = (l + r) >> 1;
                        if (b[mid] < v) l = mid + 1; else r = mid;
                    }
                    if (l < m && b[l] == v) state[l] |= 1;
                }
                if (k > 0 || j >= end) {  // v = x + k, or a later copy of x when k = 0
                    long long need = v - k;
                    int l = 0, r = m;
                    while (l < r) {
                        int mid = (l + r) >> 1;
                        if (b[mid] < need) l = mid + 1; else r = mid;
                    }
                    if (l < m && b[l] == need) state[l] |= 2;
                }
            }
            for (int t = 0; t < m; ++t) {
                if (state[t] == 2) ++count;
            }
        }
        return count;
    }
};
