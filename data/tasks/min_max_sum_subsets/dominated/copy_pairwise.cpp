// Copies the array, then the pairwise count on the copy: O(n^2) time AND O(n) space.
class Solution {
public:
    int solve(const vector<int>& a, long long target) {
        const long long MOD = 1000000007;
        vector<long long> b(a.begin(), a.end());
        int n = (int)b.size();
        long long total = 0;
        for (int i = 0; i < n; ++i) {
            long long x = b[i];
            if (2 * x > target) continue;
            long long lim = target - x;
            long long d = 0;
            for (int j = 0; j < n; ++j) {
                if (j == i) continue;
                if ((b[j] > x || (b[j] == x && j > i)) && b[j] <= lim) ++d;
            }
            long long r = 1, base = 2;
            while (d > 0) {
                if (d & 1) r = r * base % MOD;
                base = base * base % MOD;
                d >>= 1;
            }
            total += r;
        }
        return (int)(total % MOD);
    }
};
