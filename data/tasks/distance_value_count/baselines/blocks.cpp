// a cut into blocks of B = max(512, sqrt n) values. Each block is copied into one buffer
// and sorted; then one scan of b finds, for every b_j, the first block value p_j with
// x >= b_j - d (a branch-free binary search) and keeps reach[p] = the largest b_j + d whose
// search landed at p. A block value x at position i is close to some b_j exactly when
// x <= max(reach[0..i]), so a prefix maximum counts the lonely ones.
// O(n / B) scans of b, O(m log B) each: O(n sqrt n log n) time, O(sqrt n) extra space.
class Solution {
public:
    int solve(const vector<int>& a, const vector<int>& b, long long d) {
        const int* pa = a.data();
        const int* pb = b.data();
        int n = (int)a.size(), m = (int)b.size();
        int cap = max(512, (int)sqrt((double)n));
        vector<int> buf, reach;
        buf.reserve(min(cap, n));
        reach.reserve(min(cap, n));
        const long long top = 2000000000LL;  // no value exceeds 10^9: reach is clamped here
        int lonely = 0;
        for (int start = 0; start < n; start += cap) {
            int end = min(n, start + cap);
            int k = end - start;
            buf.assign(pa + start, pa + end);
            sort(buf.begin(), buf.end());
            reach.assign(k, INT_MIN);
            const int* x = buf.data();
            int* r = reach.data();
            for (int j = 0; j < m; ++j) {
                long long lo = (long long)pb[j] - d;
                const int* base = x;  // branch-free lower_bound of lo
                int len = k;
                while (len > 1) {
                    int half = len >> 1;
                    base = (base[half] < lo) ? base + half : base;
                    len -= half;
                }
                int p = (int)(base - x) + (*base < lo);
                if (p < k) {
                    int up = (int)min((long long)pb[j] + d, top);
                    if (up > r[p]) r[p] = up;
                }
            }
            int best = INT_MIN;
            for (int i = 0; i < k; ++i) {
                if (r[i] > best) best = r[i];
                lonely += x[i] > best;
            }
        }
        return lonely;
    }
};
