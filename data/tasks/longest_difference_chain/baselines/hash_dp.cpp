// The usual DP: the longest chain ending at value x so far is one more than the longest
// ending at x - d so far (the latest copy of x - d is the best predecessor). An unordered_map
// keyed by value: O(n) expected time, O(n) extra space.
class Solution {
public:
    int solve(const vector<int>& a, int d) {
        unordered_map<long long, int> best_end;
        best_end.reserve(a.size());
        int best = 0;
        for (int x : a) {
            auto it = best_end.find((long long)x - d);
            int l = (it == best_end.end() ? 0 : it->second) + 1;
            best_end[x] = l;
            if (l > best) best = l;
        }
        return best;
    }
};
