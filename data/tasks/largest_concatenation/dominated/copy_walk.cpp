// Copies the array, then writes the order one value per scan over the copy: the first value
// in the concatenation order among those not yet used, marked used (-1) once written.
// Quadratic time AND linear space: correct, dominated by every baseline.
class Solution {
    static unsigned long long shift(unsigned long long v) {
        unsigned long long p = 10;
        while (p <= v) p *= 10;
        return p;
    }
public:
    int solve(const vector<int>& nums) {
        const unsigned long long MOD = 1000000007ULL;
        vector<long long> b(nums.begin(), nums.end());
        int n = (int)b.size();
        unsigned long long acc = 0;
        for (int k = 0; k < n; ++k) {
            int best = -1;
            for (int i = 0; i < n; ++i) {
                if (b[i] < 0) continue;
                if (best < 0) { best = i; continue; }
                unsigned long long u = b[i], v = b[best];
                if (u * shift(v) + v > v * shift(u) + u) best = i;
            }
            unsigned long long v = b[best];
            acc = (acc * (shift(v) % MOD) + v) % MOD;
            b[best] = -1;
        }
        return (int)acc;
    }
};
