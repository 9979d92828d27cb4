// For each element, scan the whole array for its successor (the smallest value greater
// than it); the answer is the largest difference of an element and its successor (equal
// values need none: their difference is 0). O(n^2) time on every input, O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& a) {
        int n = a.size();
        long long best = 0;
        for (int i = 0; i < n; ++i) {
            long long x = a[i], next = LLONG_MAX;
            for (int j = 0; j < n; ++j)
                if (a[j] > x && a[j] < next) next = a[j];
            if (next != LLONG_MAX) best = max(best, next - x);
        }
        return best;
    }
};
