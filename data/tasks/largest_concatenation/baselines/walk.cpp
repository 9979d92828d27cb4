// The greedy: x goes before y when the digits of x then y read larger than y then x (the
// order is a total preorder, and an exchange argument puts any optimal string in it; equal
// values of the order are powers of one digit word and concatenate alike in any order). The
// order is walked one class of equal values at a time with constant state: one scan finds
// the first class after the last one written, a second appends the digits of its members
// modulo p. O(n * classes) = O(n^2) time, O(1) extra space.
class Solution {
    static unsigned long long shift(unsigned long long v) {  // 10^(digits of v)
        unsigned long long p = 10;
        while (p <= v) p *= 10;
        return p;
    }
public:
    int solve(const vector<int>& nums) {
        const unsigned long long MOD = 1000000007ULL;
        const int* a = nums.data();
        int n = (int)nums.size();
        bool started = false;
        unsigned long long lv = 0, lp = 1, acc = 0;
        int done = 0;
        while (done < n) {
            bool found = false;
            unsigned long long bv = 0, bp = 1;
            for (int i = 0; i < n; ++i) {
                unsigned long long v = (unsigned)a[i], p = shift(v);
                // only classes strictly after the last one: last's digits first read larger
                if (started && lv * p + v <= v * lp + lv) continue;
                if (found && v * bp + bv <= bv * p + v) continue;
                found = true;
                bv = v;
                bp = p;
            }
            for (int i = 0; i < n; ++i) {
                unsigned long long v = (unsigned)a[i], p = shift(v);
                if (v * bp + bv != bv * p + v) continue;
                acc = (acc * (p % MOD) + v) % MOD;
                ++done;
            }
            started = true;
            lv = bv;
            lp = bp;
        }
        return (int)acc;
    }
};
