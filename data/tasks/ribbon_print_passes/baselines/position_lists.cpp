// The positions of every code in increasing order (64 vectors); the next c from pos is a
// lower_bound in c's list, the first of the list when a new pass starts.
// O(n + m log n) time, O(n) extra space.
class Solution {
public:
    int solve(const vector<int>& ribbon, const vector<int>& message) {
        vector<vector<int>> at(64);
        for (int i = 0; i < (int)ribbon.size(); ++i) at[ribbon[i]].push_back(i);
        int pos = 0, passes = 1;
        for (int c : message) {
            const vector<int>& v = at[c];
            if (v.empty()) return -1;
            auto it = lower_bound(v.begin(), v.end(), pos);
            if (it == v.end()) {
                ++passes;
                it = v.begin();
            }
            pos = *it + 1;
        }
        return passes;
    }
};
