// The array cut into blocks of B = max(768, sqrt n) values. Each block is copied into one
// buffer and sorted; the pairs inside it are counted with two pointers from both ends, and
// the pairs with one value before it by a binary search of target - a_i in the buffer.
// O(n / B) blocks, O(n log B) each: O(n sqrt n log n) time, O(sqrt n) extra space.
class Solution {
public:
    long long solve(const vector<int>& a, long long target) {
        const int* p = a.data();
        int n = (int)a.size();
        int cap = max(768, (int)sqrt((double)n));
        vector<int> buf;
        buf.reserve(min(cap, n));
        long long count = 0;
        for (int start = 0; start < n; start += cap) {
            int end = min(n, start + cap);
            buf.assign(p + start, p + end);
            sort(buf.begin(), buf.end());
            const int* b = buf.data();
            int m = end - start;
            int lo = 0, hi = m - 1;  // pairs inside the block
            while (lo < hi) {
                if ((long long)b[lo] + b[hi] < target) {
                    count += hi - lo;
                    ++lo;
                } else {
                    --hi;
                }
            }
            for (int i = 0; i < start; ++i) {  // pairs with a_i before the block
                long long need = target - p[i];
                int l = 0, r = m;  // the first value >= need
                while (l < r) {
                    int mid = (l + r) >> 1;
                    if (b[mid] < need) l = mid + 1;
                    else r = mid;
                }
                count += l;
            }
        }
        return count;
    }
};
