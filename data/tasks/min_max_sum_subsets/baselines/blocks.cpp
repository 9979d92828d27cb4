// The array cut into blocks of B = max(512, 6 sqrt n) positions. Each block's values are
// copied into one buffer and sorted; an element x of the block counts the elements after
// it in sorted order (ties by index) that are at most target - x. Inside the block that is
// a two-pointer walk of the buffer; an element y outside it is counted by every x of the
// block with x < y (y before the block) or x <= y (y after it) and x <= target - y: a prefix
// of the buffer, found by one binary search and added to a count per prefix length.
// O(n / B) blocks, O(n log B) each: O(n sqrt n log n) time, O(sqrt n) extra space.
class Solution {
    static long long pow2(long long e) {
        const long long MOD = 1000000007;
        long long r = 1, b = 2;
        while (e > 0) {
            if (e & 1) r = r * b % MOD;
            b = b * b % MOD;
            e >>= 1;
        }
        return r;
    }
public:
    int solve(const vector<int>& a, long long target) {
        const long long MOD = 1000000007;
        const int* p = a.data();
        int n = (int)a.size();
        int cap = max(512, (int)(6 * sqrt((double)n)));
        cap = min(cap, n);
        vector<int> buf;
        buf.reserve(cap);
        vector<int> cnt(cap + 1);
        long long total = 0;
        for (int start = 0; start < n; start += cap) {
            int end = min(n, start + cap);
            int m = end - start;
            buf.assign(p + start, p + end);
            sort(buf.begin(), buf.end());
            const int* b = buf.data();
            int live = 0;  // the prefix of the buffer with 2x <= target
            while (live < m && 2LL * b[live] <= target) ++live;
            if (live == 0) continue;
            for (int k = 0; k <= live; ++k) cnt[k] = 0;
            for (int j = 0; j < n; ++j) {
                if (j == start) { j = end - 1; continue; }
                long long y = p[j];
                long long bound = target - y;
                long long own = j < start ? y - 1 : y;
                if (own < bound) bound = own;
                int l = 0, r = live;  // the first of the live prefix above bound
                while (l < r) {
                    int mid = (l + r) >> 1;
                    if (b[mid] <= bound) l = mid + 1;
                    else r = mid;
                }
                ++cnt[l];
            }
            long long above = 0;  // outside elements counted by buffer position k
            for (int k = live; k >= 1; --k) { above += cnt[k]; cnt[k] = (int)above; }
            int q = m;  // values of the block at most target - b[k]: b[0..q)
            for (int k = 0; k < live; ++k) {
                long long lim = target - b[k];
                while (q > 0 && b[q - 1] > lim) --q;
                total += pow2((long long)(q - 1 - k) + cnt[k + 1]);
            }
        }
        return (int)(total % MOD);
    }
};
