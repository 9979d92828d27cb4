// Every query against every interval: the shortest interval containing it.
// O(n m) time, O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& left, const vector<int>& right, const vector<int>& queries) {
        size_t n = left.size();
        long long total = 0;
        for (int q : queries) {
            int best = INT_MAX;
            for (size_t j = 0; j < n; ++j) {
                if (left[j] <= q && q <= right[j]) {
                    int len = right[j] - left[j] + 1;
                    if (len < best) best = len;
                }
            }
            total += best == INT_MAX ? -1 : best;
        }
        return total;
    }
};
