// Greedy: every round Alice takes the largest pile left, you the second largest, Bob the
// smallest, so you get the 2nd, 4th, ..., (2m)-th largest of the 3m piles. Sort a copy and
// add them. O(n log n) time, O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& piles) {
        vector<int> c(piles);
        sort(c.begin(), c.end());
        size_t m = c.size() / 3;
        long long total = 0;
        for (size_t i = m; i < c.size(); i += 2) total += c[i];
        return total;
    }
};
