// Insertion sort of a copy, then the largest difference of neighbours: O(n^2) time on
// random input like the successor walk, and O(n) extra space like the buckets and the sort,
// so it is dominated by both.
class Solution {
public:
    long long solve(const vector<int>& a) {
        vector<int> b(a);
        for (size_t i = 1; i < b.size(); ++i) {
            int x = b[i];
            size_t j = i;
            while (j > 0 && b[j - 1] > x) {
                b[j] = b[j - 1];
                --j;
            }
            b[j] = x;
        }
        long long best = 0;
        for (size_t i = 1; i < b.size(); ++i) best = max(best, (long long)b[i] - b[i - 1]);
        return best;
    }
};
