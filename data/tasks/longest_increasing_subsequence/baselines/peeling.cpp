// Peeling layers: the elements of level 1 (those with no smaller element before them) are
// removed, then those of level 2, and so on; the answer is the number of rounds. An
// element survives a round exactly when it is larger than the minimum of the elements
// still present before it, so one left-to-right pass per round needs only one bit per
// element. O(n L) time, n bits of extra space.
class Solution {
public:
    int solve(const vector<int>& a) {
        int n = a.size(), left = n, rounds = 0;
        vector<bool> removed(n, false);
        while (left > 0) {
            int low = INT_MAX;  // the first element present is always removed
            for (int i = 0; i < n; ++i) {
                if (removed[i]) continue;
                if (a[i] <= low) {
                    low = a[i];
                    removed[i] = true;
                    --left;
                }
            }
            ++rounds;
        }
        return rounds;
    }
};
