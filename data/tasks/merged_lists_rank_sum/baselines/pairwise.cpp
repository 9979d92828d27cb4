// Pairwise two-pointer merges. The answer is the sum of all values plus, over every
// unordered pair of elements, the larger of the two (the i-th smallest value is the larger
// of i - 1 pairs). Pairs inside one sorted list: its j-th element (0-based) is the larger of
// j pairs. Pairs across lists i < i2: one two-pointer merge of the two lists, where each
// element taken is the larger of its pairs with the elements of the other list taken before
// it; the tail left when one list runs out is larger than the whole other list.
// O(N k) time (each list is walked once per other list), O(1) extra space.
class Solution {
public:
    long long solve(const vector<vector<int>>& lists) {
        size_t k = lists.size();
        unsigned long long total = 0;  // wraps harmlessly: the true answer fits in 64 bits
        for (size_t i = 0; i < k; ++i) {
            const int* a = lists[i].data();
            size_t la = lists[i].size();
            for (size_t j = 0; j < la; ++j) total += (unsigned long long)(long long)a[j] * (j + 1);
            for (size_t i2 = i + 1; i2 < k; ++i2) {
                const int* b = lists[i2].data();
                size_t lb = lists[i2].size();
                size_t p = 0, q = 0;
                while (p < la && q < lb) {
                    if (a[p] <= b[q]) {
                        total += (unsigned long long)(long long)a[p] * q;
                        ++p;
                    } else {
                        total += (unsigned long long)(long long)b[q] * p;
                        ++q;
                    }
                }
                long long rest = 0;
                if (p < la) {
                    for (; p < la; ++p) rest += a[p];
                    total += (unsigned long long)rest * lb;
                } else {
                    for (; q < lb; ++q) rest += b[q];
                    total += (unsigned long long)rest * la;
                }
            }
        }
        return (long long)total;
    }
};
