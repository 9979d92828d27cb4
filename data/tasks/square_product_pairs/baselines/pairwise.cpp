// Every pair (i < j): a[i] * a[j] <= 10^12 is a perfect square exactly when the rounded
// floating square root squares back to it (a double holds 10^12 exactly and its square root
// to well under 0.5). O(n^2) time, O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& a) {
        size_t n = a.size();
        long long count = 0;
        for (size_t i = 0; i < n; ++i) {
            long long x = a[i];
            for (size_t j = i + 1; j < n; ++j) {
                long long p = x * a[j];
                long long r = (long long)(sqrt((double)p) + 0.5);
                if (r * r == p) ++count;
            }
        }
        return count;
    }
};
