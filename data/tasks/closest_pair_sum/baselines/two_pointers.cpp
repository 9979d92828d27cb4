// Sort a copy, then move two pointers inwards from both ends: a sum below the target can
// only grow by advancing the left pointer, one above it only shrink by moving the right
// one, so every pair that could be closest is passed. O(n log n) time, O(n) extra space
// (the copy).
class Solution {
public:
    long long solve(const vector<long long>& a, long long target) {
        vector<long long> b(a);
        sort(b.begin(), b.end());
        size_t i = 0, j = b.size() - 1;
        long long best = LLONG_MAX;
        while (i < j) {
            long long d = b[i] + b[j] - target;
            best = min(best, d < 0 ? -d : d);
            if (d < 0) ++i;
            else if (d > 0) --j;
            else break;
        }
        return best;
    }
};
