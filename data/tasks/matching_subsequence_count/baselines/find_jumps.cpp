// The greedy embedding of each pattern by std::find: the first position of its next code
// after the current one (no copy of the log). O(n m) time, O(1) extra space.
class Solution {
public:
    int solve(const vector<int>& a, const vector<vector<int>>& patterns) {
        int count = 0;
        for (const auto& p : patterns) {
            auto it = a.begin();
            bool ok = true;
            for (int c : p) {
                it = find(it, a.end(), c);
                if (it == a.end()) { ok = false; break; }
                ++it;
            }
            if (ok) ++count;
        }
        return count;
    }
};
