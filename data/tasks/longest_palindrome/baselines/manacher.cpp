// Manacher's algorithm over the 2n+1 positions of s with a separator before, between and
// after its letters (odd positions are letters): radius[i] is the length of the longest
// palindrome of s centred there, and a palindrome reaching furthest right bounds the radii
// inside it by their mirror images, so every letter is compared O(1) times: O(n) time,
// one array of 2n+1 radii, O(n) extra space.
class Solution {
public:
    int solve(const string& s) {
        const char* c = s.data();
        int m = 2 * (int)s.size() + 1;
        vector<int> radius(m);
        int best = 0, centre = 0, right = 0;
        for (int i = 0; i < m; ++i) {
            int r = i < right ? min(radius[2 * centre - i], right - i) : i % 2;
            // the positions i-r and i+r are separators; the next pair out are letters
            while (i - r >= 2 && i + r + 2 < m && c[(i - r - 1) / 2] == c[(i + r + 1) / 2]) r += 2;
            radius[i] = r;
            if (i + r > right) {
                centre = i;
                right = i + r;
            }
            best = max(best, r);
        }
        return best;
    }
};
