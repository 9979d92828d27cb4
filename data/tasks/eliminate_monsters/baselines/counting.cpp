// Greedy by arrival minute a_i = ceil(dist_i / speed_i): the answer is the first minute k
// with more than k arrivals by minute k (n if none). Count the arrivals of each minute
// below n (later ones never matter) and sweep. O(n) time, O(n) extra space.
class Solution {
public:
    int solve(const vector<int>& dist, const vector<int>& speed) {
        int n = (int)dist.size();
        vector<int> at(n, 0);
        for (int i = 0; i < n; ++i) {
            int a = (dist[i] + speed[i] - 1) / speed[i];
            if (a < n) ++at[a];
        }
        int arrived = 0;
        for (int k = 0; k < n; ++k) {
            arrived += at[k];
            if (arrived > k) return k;
        }
        return n;
    }
};
