// Copies the array, then places one element per scan (the smallest unplaced one, marked in
// a flag array): quadratic time AND linear space. Correct, dominated by every baseline.
class Solution {
public:
    long long minIncrements(const vector<int>& a) {
        vector<long long> c(a.begin(), a.end());
        vector<char> used(c.size(), 0);
        size_t n = c.size();
        long long moves = 0, freeSlot = 0;
        for (size_t step = 0; step < n; ++step) {
            size_t best = n;
            for (size_t i = 0; i < n; ++i) {
                if (used[i]) continue;
                if (best == n || c[i] < c[best]) best = i;
            }
            used[best] = 1;
            long long slot = max(c[best], freeSlot);
            moves += slot - c[best];
            freeSlot = slot + 1;
        }
        return moves;
    }
};
