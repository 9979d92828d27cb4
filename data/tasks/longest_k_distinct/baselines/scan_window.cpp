// Sliding window without a table: the number of distinct values in a[l..r] is kept, and
// whether a value enters or leaves the set is decided by rescanning the window (a[r] is
// new if it does not occur in a[l..r-1], scanned backwards from r - 1; a[l] leaves the
// set if it does not occur in a[l+1..r], scanned forwards). A scan stops at the first
// match, but a value that occurs once costs the whole window: O(n * w) time for windows
// of length w, O(1) extra space.
class Solution {
public:
    int solve(const vector<int>& a, int k) {
        int n = a.size(), best = 0, l = 0, distinct = 0;
        for (int r = 0; r < n; ++r) {
            bool seen = false;
            for (int j = r - 1; j >= l; --j) {
                if (a[j] == a[r]) {
                    seen = true;
                    break;
                }
            }
            if (!seen) ++distinct;
            while (distinct > k) {
                bool again = false;
                for (int j = l + 1; j <= r; ++j) {
                    if (a[j] == a[l]) {
                        again = true;
                        break;
                    }
                }
                if (!again) --distinct;
                ++l;
            }
            best = max(best, r - l + 1);
        }
        return best;
    }
};
