// The window [left, i] of pairwise distinct words: for each new word, scan the window
// backwards for an equal word and move left past it. O(n w) time (w the window length, up
// to n), O(1) extra space.
class Solution {
public:
    int solve(const vector<string>& words) {
        int n = (int)words.size();
        int left = 0, best = 0;
        for (int i = 0; i < n; ++i) {
            for (int j = i - 1; j >= left; --j) {
                if (words[j] == words[i]) {
                    left = j + 1;
                    break;
                }
            }
            if (i - left + 1 > best) best = i - left + 1;
        }
        return best;
    }
};
