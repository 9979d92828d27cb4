// Try every person as the judge: scan the pairs, giving up at the candidate's first
// out-edge, and otherwise count the people who trust it. O(n m) time on the tests (each
// candidate's first out-edge lies about m/2 into the list), O(1) extra space.
class Solution {
public:
    int solve(int n, const vector<vector<int>>& trust) {
        for (int c = 1; c <= n; ++c) {
            int trusted_by = 0;
            bool trusts = false;
            for (const auto& t : trust) {
                if (t[0] == c) {
                    trusts = true;
                    break;
                }
                if (t[1] == c) ++trusted_by;
            }
            if (!trusts && trusted_by == n - 1) return c;
        }
        return -1;
    }
};
