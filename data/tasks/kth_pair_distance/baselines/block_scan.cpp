// Binary search on the answer d in [0, max - min]; each step counts the pairs with
// distance <= d block by block: a block of B = 10 * sqrt(n) consecutive positions is
// copied into one buffer and sorted; its inner pairs are counted by two pointers over the
// buffer, and its pairs with every earlier position p by one scan of a[0, start) with two
// binary searches per element (the buffer's values in [a_p - d, a_p + d]). The answer is
// the least d whose count reaches k. Each step costs n^2 / (2B) scanned elements with two
// searches of log B each: O(n sqrt n log n log W) time (W = max - min), O(sqrt n) extra
// space (the buffer).
class Solution {
public:
    long long solve(const vector<long long>& a, long long k) {
        const long long* x = a.data();
        int n = a.size();
        long long lowest = x[0], highest = x[0];
        for (int i = 1; i < n; ++i) {
            if (x[i] < lowest) lowest = x[i];
            if (x[i] > highest) highest = x[i];
        }
        int B = 10 * (int)sqrt((double)n);
        if (B > n) B = n;
        vector<long long> buf(B);
        long long* s = buf.data();
        long long lo = 0, hi = highest - lowest;
        while (lo < hi) {
            long long d = lo + (hi - lo) / 2;
            long long count = 0;
            for (int start = 0; start < n; start += B) {
                int m = min(B, n - start);
                for (int t = 0; t < m; ++t) s[t] = x[start + t];
                sort(s, s + m);
                int i = 0;
                for (int j = 1; j < m; ++j) {
                    while (s[j] - s[i] > d) ++i;
                    count += j - i;
                }
                for (int p = 0; p < start; ++p) {
                    long long left = x[p] - d, right = x[p] + d;
                    int l = 0, r = m;  // first index whose value is >= left
                    while (l < r) {
                        int h = (l + r) >> 1;
                        if (s[h] < left) l = h + 1;
                        else r = h;
                    }
                    int l2 = l, r2 = m;  // first index whose value is > right
                    while (l2 < r2) {
                        int h = (l2 + r2) >> 1;
                        if (s[h] <= right) l2 = h + 1;
                        else r2 = h;
                    }
                    count += l2 - l;
                }
            }
            if (count >= k) hi = d;
            else lo = d + 1;
        }
        return lo;
    }
};
