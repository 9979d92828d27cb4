// The greedy: x goes before y when the digits of x then y read larger than y then x. Sort a
// copy by that order (arithmetic on the values, no strings), then append the digits modulo p.
// O(n log n) time, O(n) extra space.
class Solution {
    static unsigned long long shift(unsigned long long v) {
        unsigned long long p = 10;
        while (p <= v) p *= 10;
        return p;
    }
public:
    int solve(const vector<int>& nums) {
        const unsigned long long MOD = 1000000007ULL;
        vector<int> b(nums);
        sort(b.begin(), b.end(), [](int x, int y) {
            unsigned long long u = (unsigned)x, v = (unsigned)y;
            return u * shift(v) + v > v * shift(u) + u;
        });
        unsigned long long acc = 0;
        for (int x : b) acc = (acc * (shift((unsigned)x) % MOD) + (unsigned)x) % MOD;
        return (int)acc;
    }
};
