// Sort a copy; with the values in order, two pointers from both ends: if the smallest and
// the largest remaining values sum below the target, the smallest pairs with every value
// up to the largest, otherwise the largest pairs with none. O(n log n) time, O(n) space.
class Solution {
public:
    long long solve(const vector<int>& a, long long target) {
        vector<int> b(a);
        sort(b.begin(), b.end());
        long long count = 0;
        int lo = 0, hi = (int)b.size() - 1;
        while (lo < hi) {
            if ((long long)b[lo] + b[hi] < target) {
                count += hi - lo;
                ++lo;
            } else {
                --hi;
            }
        }
        return count;
    }
};
