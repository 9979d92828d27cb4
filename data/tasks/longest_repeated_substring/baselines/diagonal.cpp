// A substring occurring at i and at i + d (d >= 1) is a run of positions with
// s[j] == s[j + d]: for every shift d, scan once, keeping the current run's length.
// O(n^2) time (n^2 / 2 comparisons), O(1) extra space.
class Solution {
public:
    int solve(const string& s) {
        const char* c = s.data();
        int n = s.size(), best = 0;
        for (int d = 1; d < n; ++d) {
            int run = 0;
            for (int j = 0; j + d < n; ++j) {
                if (c[j] == c[j + d]) {
                    if (++run > best) best = run;
                } else {
                    run = 0;
                }
            }
        }
        return best;
    }
};
