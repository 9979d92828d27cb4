// The form most often written: the distinct values in a hash set; from every value whose
// predecessor is absent, walk v + 1, v + 2, ... through the set. Each value is visited by
// one walk: O(n) expected time, O(n) extra space (a node per distinct value).
class Solution {
public:
    int solve(const vector<int>& a) {
        unordered_set<int> seen(a.begin(), a.end());
        int best = 0;
        for (int v : seen) {
            if (seen.count(v - 1)) continue;
            int len = 1;
            while (seen.count(v + len)) ++len;
            best = max(best, len);
        }
        return best;
    }
};
