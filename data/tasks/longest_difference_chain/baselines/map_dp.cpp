// The same DP with an ordered map (a tree node per distinct value): O(n log n) time, O(n)
// extra space; the common second form of the fast class.
class Solution {
public:
    int solve(const vector<int>& a, int d) {
        map<long long, int> best_end;
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
