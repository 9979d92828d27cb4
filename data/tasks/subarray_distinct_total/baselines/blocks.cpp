// The same DP f(i) = f(i-1) + i - prev(i) (answer: the sum of f), with prev(i) found a block
// of B = max(3072, 2 sqrt n) positions at a time: the block's distinct values go into a
// buffer sorted by value, one scan of the prefix before the block records each one's last
// occurrence by a branch-free binary search of the buffer, then the block is swept left to
// right, updating the buffer's last positions as it goes. O(n / B) scans of O(n log B):
// O(n sqrt n log n) time, O(sqrt n) extra space.
class Solution {
public:
    long long totalDistinct(const vector<int>& a) {
        int n = (int)a.size();
        int B = max(3072, (int)(2 * sqrt((double)n)));
        vector<int> val, last;
        val.reserve(B);
        last.reserve(B);
        long long total = 0, f = 0;
        for (int s = 0; s < n; s += B) {
            int e = min(n, s + B);
            val.assign(a.begin() + s, a.begin() + e);
            sort(val.begin(), val.end());
            val.erase(unique(val.begin(), val.end()), val.end());
            int m = (int)val.size();
            const int* vals = val.data();
            last.assign(m, -1);
            for (int j = 0; j < s; ++j) {
                int v = a[j];
                const int* base = vals;
                int len = m;
                while (len > 1) {
                    int half = len >> 1;
                    base += (base[half - 1] < v) ? half : 0;
                    len -= half;
                }
                if (*base == v) last[base - vals] = j;
            }
            for (int i = s; i < e; ++i) {
                int k = (int)(lower_bound(val.begin(), val.end(), a[i]) - val.begin());
                f += i - last[k];
                last[k] = i;
                total += f;
            }
        }
        return total;
    }
};
