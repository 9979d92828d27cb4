// Expand around each of the 2n-1 centres (a letter, or the gap between two letters) while
// the ends match: O(n^2) time on a run of one letter, O(1) extra space.
class Solution {
public:
    int solve(const string& s) {
        const char* c = s.data();
        int n = s.size(), best = 0;
        for (int centre = 0; centre < 2 * n - 1; ++centre) {
            int l = centre / 2, r = l + centre % 2;
            while (l >= 0 && r < n && c[l] == c[r]) {
                --l;
                ++r;
            }
            best = max(best, r - l - 1);
        }
        return best;
    }
};
