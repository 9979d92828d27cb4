// a[i] * a[j] is a perfect square exactly when a[i] and a[j] have the same square-free
// kernel (the product of the primes of odd exponent). Values in blocks of
// B = max(1536, 4 sqrt n): the block's kernels, sorted in a buffer, count the pairs inside
// the block by runs; one scan of the later values recomputes each one's kernel (trial
// division) and counts its equals in the block by binary search.
// O((n / B + 1) n sqrt V) time, O(sqrt n) extra space (one int array of B, 6-7 KB here).
class Solution {
    static int kernel(int x) {
        int k = 1;
        for (int d = 2; d * d <= x; ++d) {
            if (x % d == 0) {
                int odd = 0;
                while (x % d == 0) {
                    x /= d;
                    odd ^= 1;
                }
                if (odd) k *= d;
            }
        }
        return k * x;
    }
public:
    long long solve(const vector<int>& a) {
        size_t n = a.size();
        size_t cap = max((size_t)1536, (size_t)(4 * sqrt((double)n)));
        vector<int> block(min(cap, n));
        long long count = 0;
        for (size_t from = 0; from < n; from += cap) {
            size_t len = min(cap, n - from);
            for (size_t i = 0; i < len; ++i) block[i] = kernel(a[from + i]);
            sort(block.begin(), block.begin() + len);
            for (size_t i = 0; i < len;) {
                size_t j = i;
                while (j < len && block[j] == block[i]) ++j;
                long long c = (long long)(j - i);
                count += c * (c - 1) / 2;
                i = j;
            }
            vector<int>::iterator b = block.begin(), e = block.begin() + len;
            for (size_t j = from + len; j < n; ++j) {
                int k = kernel(a[j]);
                pair<vector<int>::iterator, vector<int>::iterator> r = equal_range(b, e, k);
                count += r.second - r.first;
            }
        }
        return count;
    }
};
