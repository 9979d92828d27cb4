// Sort a copy; then each value, in increasing order, takes the smallest free slot at or
// above it (exchange argument: giving a smaller value a slot above a larger one's never
// lowers the total). O(n log n) time, O(n) extra space.
class Solution {
public:
    long long minIncrements(const vector<int>& a) {
        vector<int> s(a.begin(), a.end());
        sort(s.begin(), s.end());
        long long moves = 0, freeSlot = 0;
        for (int x : s) {
            long long slot = max((long long)x, freeSlot);
            moves += slot - x;
            freeSlot = slot + 1;
        }
        return moves;
    }
};
