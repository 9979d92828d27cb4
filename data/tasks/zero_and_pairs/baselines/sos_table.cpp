// Counts of every value in a table of 2^b ints, a sum over subsets (f[m] = number of values
// that are subsets of m), then each value x adds f[~x]: ordered pairs, the zeros paired with
// themselves once each. O(2^b b + n) time, O(2^b) extra space.
class Solution {
public:
    long long solve(const vector<int>& a, int b) {
        size_t size = (size_t)1 << b;
        unsigned full = (unsigned)size - 1;
        vector<int> table(size);
        int* f = table.data();
        long long zeros = 0;
        for (int x : a) {
            ++f[x];
            zeros += x == 0;
        }
        for (int bit = 0; bit < b; ++bit) {
            size_t step = (size_t)1 << bit;
            for (size_t base = 0; base < size; base += 2 * step)
                for (size_t k = base + step; k < base + 2 * step; ++k) f[k] += f[k - step];
        }
        long long total = 0;
        for (int x : a) total += f[~(unsigned)x & full];
        return (total - zeros) / 2;
    }
};
