// Sort a copy and run the run-length DP over it: a value equal to the previous one changes
// nothing, one more than it extends the run, anything else starts a new run.
// O(n log n) time, O(n) extra space.
class Solution {
public:
    int solve(const vector<int>& a) {
        vector<int> s(a.begin(), a.end());
        sort(s.begin(), s.end());
        int best = 1, len = 1;
        for (size_t i = 1; i < s.size(); ++i) {
            if (s[i] == s[i - 1]) continue;
            len = s[i] == s[i - 1] + 1 ? len + 1 : 1;
            if (len > best) best = len;
        }
        return best;
    }
};
