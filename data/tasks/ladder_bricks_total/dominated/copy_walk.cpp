// The walk over a copy of the climbs (one int per step): O(n^2) time, but O(n) extra space.
class Solution {
public:
    long long totalBricks(const vector<int>& heights, int ladders) {
        int n = (int)heights.size();
        vector<int> c(n, 0);
        for (int j = 1; j < n; ++j) c[j] = max(0, heights[j] - heights[j - 1]);
        long long bricks = 0, total = 0;
        int climbs = 0, thr = -1;
        for (int j = 1; j < n; ++j) {
            int d = c[j];
            if (d > 0) {
                ++climbs;
                if (ladders == 0) {
                    bricks += d;
                } else if (climbs == ladders) {
                    for (int i = 1; i <= j; ++i)
                        if (c[i] > 0 && (thr < 0 || c[i] < c[thr])) thr = i;
                } else if (climbs > ladders) {
                    int t = c[thr];
                    if (d >= t) {
                        bricks += t;
                        int s = -1;
                        for (int i = 1; i <= j; ++i) {
                            if (c[i] < t || (c[i] == t && i <= thr)) continue;
                            if (s < 0 || c[i] < c[s]) s = i;
                        }
                        thr = s;
                    } else {
                        bricks += d;
                    }
                }
            }
            total += bricks;
        }
        return total;
    }
};
