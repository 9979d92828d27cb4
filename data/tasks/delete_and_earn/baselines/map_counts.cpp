// The form most often written: count each value's copies in an ordered map, then run the
// house-robber DP over its keys in increasing order. O(n log n) time, O(distinct) = O(n)
// extra space (a tree node per distinct value).
class Solution {
public:
    long long solve(const vector<int>& a) {
        map<int, long long> copies;
        for (int v : a) ++copies[v];
        long long take = 0, skip = 0;
        int last = 0;
        for (const auto& [v, c] : copies) {
            long long best = max(take, skip);
            take = (long long)v * c + (v == last + 1 ? skip : best);
            skip = best;
            last = v;
        }
        return max(take, skip);
    }
};
