// Build the list of people who trust each person (and the out-degrees), then look for the
// judge: O(n + m) time like counting degrees, but O(n + m) extra space for the lists.
class Solution {
public:
    int solve(int n, const vector<vector<int>>& trust) {
        vector<vector<int>> trusted_by(n + 1);
        vector<int> out(n + 1, 0);
        for (const auto& t : trust) {
            trusted_by[t[1]].push_back(t[0]);
            ++out[t[0]];
        }
        for (int p = 1; p <= n; ++p)
            if (out[p] == 0 && (int)trusted_by[p].size() == n - 1) return p;
        return -1;
    }
};
