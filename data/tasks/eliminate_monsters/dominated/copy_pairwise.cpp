// The pairwise count over a copy of the arrival minutes: O(n^2) time and O(n) extra
// space, dominated by the pairwise count on the input (O(1) space) and by the sort.
class Solution {
public:
    int solve(const vector<int>& dist, const vector<int>& speed) {
        int n = (int)dist.size();
        vector<int> arrive(n);
        for (int i = 0; i < n; ++i) arrive[i] = (dist[i] + speed[i] - 1) / speed[i];
        int best = n;
        for (int i = 0; i < n; ++i) {
            if (arrive[i] >= best) continue;
            int count = 0;
            for (int j = 0; j < n; ++j) count += arrive[j] <= arrive[i];
            if (count > arrive[i]) best = arrive[i];
        }
        return best;
    }
};
