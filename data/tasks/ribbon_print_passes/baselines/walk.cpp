// The greedy printer itself: for each message code move the head right to the next ribbon
// position holding it, starting a new pass at position 0 when the end is reached (greedy
// leftmost stamping is optimal: it leaves the most ribbon for the rest). A code absent from
// the ribbon is found when a whole fresh pass misses it. A code costs the distance to its next
// occurrence: O(n m) time in the worst case, O(1) extra space.
class Solution {
public:
    int solve(const vector<int>& ribbon, const vector<int>& message) {
        const size_t n = ribbon.size();
        size_t pos = 0;
        int passes = 1;
        for (int c : message) {
            size_t i = pos;
            while (i < n && ribbon[i] != c) ++i;
            if (i == n) {
                ++passes;
                i = 0;
                while (i < n && ribbon[i] != c) ++i;
                if (i == n) return -1;
            }
            pos = i + 1;
        }
        return passes;
    }
};
