// Blocks of B = max(640, ceil(sqrt n)) consecutive positions, copied into a buffer and
// sorted: the pairs inside a block are met by two pointers over the sorted buffer, and every
// later position k binary-searches target - a[k] in it (the partners closest to it are the
// value found and the one before). Each pair i < j is met once, in the block of i, and no
// position is paired with itself. O((n / B + 1) n log B) time, O(sqrt n) extra space (the
// buffer, allocated at its full size whatever n is).
class Solution {
public:
    long long solve(const vector<long long>& a, long long target) {
        size_t n = a.size(), s = 640;
        while (s * s < n) ++s;
        vector<long long> block(s);
        long long best = LLONG_MAX;
        for (size_t from = 0; from < n && best > 0; from += s) {
            size_t len = min(s, n - from), end = from + len;
            copy(a.begin() + from, a.begin() + end, block.begin());
            sort(block.begin(), block.begin() + len);
            for (size_t i = 0, j = len - 1; i < j;) {
                long long d = block[i] + block[j] - target;
                best = min(best, d < 0 ? -d : d);
                if (d < 0) ++i;
                else if (d > 0) --j;
                else break;
            }
            for (size_t k = end; k < n; ++k) {
                long long want = target - a[k];
                size_t p = lower_bound(block.begin(), block.begin() + len, want) - block.begin();
                if (p < len) best = min(best, block[p] - want);
                if (p > 0) best = min(best, want - block[p - 1]);
            }
        }
        return best;
    }
};
