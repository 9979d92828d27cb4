// O(n sqrt(n) log n) time, O(sqrt n) extra space: blocks of about sqrt(n) positions, each
// sorted in a buffer; the pairs inside a block by two pointers, the pairs of a block with every
// earlier position by one scan of them with a binary search into the block.
class Solution {
public:
    long long solve(const vector<int>& a, int k) {
        size_t n = a.size(), b = 1;
        while (b * b < n) ++b;
        vector<int> block;
        block.reserve(b);
        long long count = 0;
        for (size_t start = 0; start < n; start += b) {
            block.assign(a.begin() + start, a.begin() + min(n, start + b));
            sort(block.begin(), block.end());
            int i = 0, j = (int)block.size() - 1;
            while (i < j) {
                if ((long long)block[i] + block[j] <= k) { count += j - i; ++i; } else --j;
            }
            for (size_t p = 0; p < start; ++p)
                count += upper_bound(block.begin(), block.end(), (long long)k - a[p],
                                     [](long long x, int y) { return x < y; }) - block.begin();
        }
        return count;
    }
};
