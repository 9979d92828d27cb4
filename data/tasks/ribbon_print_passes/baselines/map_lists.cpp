// The editorial's form: an unordered_map from code to its sorted positions, upper_bound of
// the last stamped position. O(n + m log n) time, O(n) extra space.
class Solution {
public:
    int solve(const vector<int>& ribbon, const vector<int>& message) {
        unordered_map<int, vector<int>> where;
        for (int i = 0; i < (int)ribbon.size(); ++i) where[ribbon[i]].push_back(i);
        int last = -1, passes = 1;
        for (int c : message) {
            auto f = where.find(c);
            if (f == where.end()) return -1;
            const vector<int>& v = f->second;
            auto it = upper_bound(v.begin(), v.end(), last);
            if (it == v.end()) {
                ++passes;
                it = v.begin();
            }
            last = *it;
        }
        return passes;
    }
};
