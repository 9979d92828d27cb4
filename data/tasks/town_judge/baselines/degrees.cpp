// Count every person's in-degree and out-degree in one pass over the pairs, then look for
// the person trusted by n - 1 others who trusts nobody: O(n + m) time, two arrays of n + 1
// counters, O(n) extra space.
class Solution {
public:
    int solve(int n, const vector<vector<int>>& trust) {
        vector<int> in(n + 1, 0), out(n + 1, 0);
        for (const auto& t : trust) {
            ++out[t[0]];
            ++in[t[1]];
        }
        for (int p = 1; p <= n; ++p)
            if (out[p] == 0 && in[p] == n - 1) return p;
        return -1;
    }
};
