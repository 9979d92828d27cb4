// The positions of every code in increasing order (one list per code); a pattern's greedy
// embedding then jumps from code to code by binary search for the first position of the
// next code after the current one. O(n + L log n) time for total pattern length L,
// O(n) extra space.
class Solution {
public:
    int solve(const vector<int>& a, const vector<vector<int>>& patterns) {
        vector<vector<int>> pos(100);
        for (size_t i = 0; i < a.size(); ++i) pos[a[i]].push_back((int)i);
        int count = 0;
        for (const vector<int>& p : patterns) {
            int cur = -1;
            bool ok = true;
            for (int c : p) {
                const vector<int>& v = pos[c];
                auto it = upper_bound(v.begin(), v.end(), cur);
                if (it == v.end()) {
                    ok = false;
                    break;
                }
                cur = *it;
            }
            if (ok) ++count;
        }
        return count;
    }
};
