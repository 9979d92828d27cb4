// Blocks of K = sqrt(n) values, each with its minimum and maximum. A query extends its
// window value by value to the end of its first block, then by whole blocks while the
// block's extremes keep the spread within d, then value by value inside the block that
// breaks it. O(n) to build, O(sqrt n) per query; O(sqrt n) extra space.
class Solution {
public:
    long long solve(const vector<int>& a, int d, const vector<int>& starts) {
        int n = a.size();
        int K = max(1, (int)sqrt((double)n));
        int blocks = (n + K - 1) / K;
        vector<int> bmin(blocks), bmax(blocks);
        for (int b = 0; b < blocks; ++b) {
            int lo = a[b * K], hi = lo;
            for (int i = b * K + 1, e = min(n, (b + 1) * K); i < e; ++i) {
                lo = min(lo, a[i]);
                hi = max(hi, a[i]);
            }
            bmin[b] = lo;
            bmax[b] = hi;
        }
        long long total = 0;
        for (int l : starts) {
            int lo = a[l], hi = a[l];
            int r = l + 1;
            bool open = true;  // no value has broken the window yet
            for (int e = min(n, (l / K + 1) * K); r < e; ++r) {
                int v = a[r];
                lo = min(lo, v);
                hi = max(hi, v);
                if (hi - lo > d) { open = false; break; }
            }
            if (open && r < n) {  // r is the first index of the next block
                int b = r / K;
                while (b < blocks && max(hi, bmax[b]) - min(lo, bmin[b]) <= d) {
                    lo = min(lo, bmin[b]);
                    hi = max(hi, bmax[b]);
                    ++b;
                }
                r = min(n, b * K);
                for (int e = min(n, (b + 1) * K); r < e; ++r) {
                    int v = a[r];
                    lo = min(lo, v);
                    hi = max(hi, v);
                    if (hi - lo > d) break;
                }
            }
            total += r - l;
        }
        return total;
    }
};
