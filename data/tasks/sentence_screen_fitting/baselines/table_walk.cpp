// A table of r(i) for every start by two pointers over the doubled sentence (O(n)), then the
// walk from word 0 stamping each start with its first row and the words placed before it;
// the first repeated start closes the cycle, whole cycles are counted arithmetically.
// O(n) time, O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& lens, int cols, long long rows) {
        int n = (int)lens.size();
        long long total = 0;
        for (int x : lens) total += x + 1;
        long long c = (long long)cols + 1;
        long long q = c / total, cap = c % total;
        vector<int> r(n);
        long long used = 0;
        long long j = 0;  // absolute end, in [i, i + n)
        for (int i = 0; i < n; ++i) {
            if (j < i) { j = i; used = 0; }
            while (true) {
                int w = lens[j >= n ? j - n : j] + 1;
                if (used + w > cap) break;
                used += w;
                ++j;
            }
            r[i] = (int)(j - i);
            if (j > i) used -= lens[i] + 1;
        }
        vector<int> first(n, -1);
        vector<long long> before(n);
        long long sum = 0;
        int x = 0;
        for (long long row = 0; row < rows; ++row) {
            if (first[x] >= 0) {
                long long lam = row - first[x], cyc = sum - before[x];
                long long left = rows - row;
                sum += (left / lam) * cyc;
                for (long long s = 0; s < left % lam; ++s) { sum += r[x]; x += r[x]; if (x >= n) x -= n; }
                break;
            }
            first[x] = (int)row;
            before[x] = sum;
            sum += r[x];
            x += r[x];
            if (x >= n) x -= n;
        }
        return rows * q + sum / n;
    }
};
