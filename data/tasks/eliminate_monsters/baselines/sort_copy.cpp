// The textbook greedy: sort the arrival minutes ceil(dist_i / speed_i) and shoot the
// monsters in that order, one a minute; the i-th (from 0) must arrive after minute i.
// O(n log n) time, O(n) extra space.
class Solution {
public:
    int solve(const vector<int>& dist, const vector<int>& speed) {
        int n = (int)dist.size();
        vector<int> arrive(n);
        for (int i = 0; i < n; ++i) arrive[i] = (dist[i] + speed[i] - 1) / speed[i];
        sort(arrive.begin(), arrive.end());
        for (int i = 0; i < n; ++i)
            if (arrive[i] <= i) return i;
        return n;
    }
};
