// The backward rescan over a copy of the words: O(n w) time and O(n) extra space.
class Solution {
public:
    int solve(const vector<string>& input) {
        vector<string> words(input);
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
