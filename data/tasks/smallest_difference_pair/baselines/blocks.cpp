// Blocks of the shorter array in a buffer of s = ceil(2 sqrt(n + m)) values: copy the next s
// values of the shorter array, sort them, and binary-search every value of the longer array
// in the block (the nearest values are the one found and the one before it). With n <= m:
// O((n / s + 1) m log s + n log s) time, O(sqrt(n + m)) extra space (the buffer, allocated
// at its full size whatever the shorter array's length).
class Solution {
public:
    long long solve(const vector<long long>& a, const vector<long long>& b) {
        const vector<long long>& shorter = a.size() <= b.size() ? a : b;
        const vector<long long>& longer = a.size() <= b.size() ? b : a;
        size_t s = 1;
        while (s * s < 4 * (a.size() + b.size())) ++s;
        vector<long long> block(s);
        long long best = LLONG_MAX;
        for (size_t from = 0; from < shorter.size() && best > 0; from += s) {
            size_t len = min(s, shorter.size() - from);
            copy(shorter.begin() + from, shorter.begin() + from + len, block.begin());
            sort(block.begin(), block.begin() + len);
            for (long long v : longer) {
                size_t p = lower_bound(block.begin(), block.begin() + len, v) - block.begin();
                if (p < len) best = min(best, block[p] - v);
                if (p > 0) best = min(best, v - block[p - 1]);
            }
        }
        return best;
    }
};
