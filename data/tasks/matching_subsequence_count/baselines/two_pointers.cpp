// Two pointers per pattern: walk the log once, advancing in the pattern at each code that
// matches its next code (the greedy, leftmost embedding); the pattern occurs iff the walk
// reaches its end. A pattern costs the position its embedding reaches (all of the log when
// it does not occur). O(n m) time, O(1) extra space.
class Solution {
public:
    int solve(const vector<int>& a, const vector<vector<int>>& patterns) {
        const size_t n = a.size();
        int count = 0;
        for (const vector<int>& p : patterns) {
            const size_t len = p.size();
            size_t j = 0;
            for (size_t i = 0; i < n && j < len; ++i)
                if (a[i] == p[j]) ++j;
            if (j == len) ++count;
        }
        return count;
    }
};
