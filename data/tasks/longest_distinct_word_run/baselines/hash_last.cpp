// The LeetCode sliding window: a hash map from each word to its last position; a repeat
// inside the window moves the left end past it. O(n) expected time, O(n) extra space.
class Solution {
public:
    int solve(const vector<string>& words) {
        unordered_map<string, int> last;
        int left = 0, best = 0;
        for (int i = 0; i < (int)words.size(); ++i) {
            auto it = last.find(words[i]);
            if (it != last.end()) {
                if (it->second >= left) left = it->second + 1;
                it->second = i;
            } else {
                last.emplace(words[i], i);
            }
            if (i - left + 1 > best) best = i - left + 1;
        }
        return best;
    }
};
