// The greedy eliminates monsters in order of arrival minute a_i = ceil(dist_i / speed_i):
// the one shot at minute m must hit a monster arriving after m, so all are eliminated
// while, for every minute k, at most k monsters arrive by minute k; the answer is the first
// k with more than k arrivals by minute k (n if none). That count only grows at an arrival
// minute, so the answer is the smallest arrival a_i < n whose count of arrivals <= a_i
// exceeds a_i: a count per monster by one scan. O(n^2) time, O(1) extra space.
class Solution {
public:
    int solve(const vector<int>& dist, const vector<int>& speed) {
        int n = (int)dist.size();
        int best = n;
        for (int i = 0; i < n; ++i) {
            int ai = (dist[i] + speed[i] - 1) / speed[i];
            if (ai >= best) continue;
            int count = 0;
            for (int j = 0; j < n; ++j)
                if ((dist[j] + speed[j] - 1) / speed[j] <= ai) ++count;
            if (count > ai) best = ai;
        }
        return best;
    }
};
