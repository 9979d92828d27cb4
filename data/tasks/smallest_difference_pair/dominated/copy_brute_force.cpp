// Copy both arrays, then compare every pair of the copies: O(n m) time like the brute
// force, but O(n + m) extra space. Correct, and dominated by the brute force.
class Solution {
public:
    long long solve(const vector<long long>& a, const vector<long long>& b) {
        vector<long long> x(a), y(b);
        long long best = LLONG_MAX;
        for (long long u : x)
            for (long long v : y) best = min(best, u > v ? u - v : v - u);
        return best;
    }
};
