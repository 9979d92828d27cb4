// For each position i with 2 a_i <= target, the positions after it in sorted order (ties
// by index) whose value is at most target - a_i are counted by one scan of the array; the
// subsets with a_i as their first minimum number 2^that count.
// O(n^2) time, O(1) extra space.
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
        long long total = 0;
        for (int i = 0; i < n; ++i) {
            long long x = p[i];
            if (2 * x > target) continue;
            long long lim = target - x;
            int d = 0;
            for (int j = 0; j < i; ++j)  // before i: a tie comes earlier in the order
                if (p[j] > x && p[j] <= lim) ++d;
            for (int j = i + 1; j < n; ++j)  // after i: a tie comes later
                if (p[j] >= x && p[j] <= lim) ++d;
            total += pow2(d);
        }
        return (int)(total % MOD);
    }
};
