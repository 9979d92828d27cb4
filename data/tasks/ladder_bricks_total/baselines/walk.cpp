// The greedy of the fast class (ladders on the `ladders` largest climbs seen so far, bricks
// on the rest) without its heap. The heap's content is every climb so far whose (size,
// index) key is at least the threshold, the ladders-th largest key, so only the threshold is
// kept: a new climb with a larger key takes its ladder (the threshold's climb is paid in
// bricks) and the threshold moves to its successor key among the climbs so far, found by a
// rescan of the prefix. O(n^2) time, O(1) extra space.
class Solution {
public:
    long long totalBricks(const vector<int>& heights, int ladders) {
        const vector<int>& h = heights;
        int n = (int)heights.size();
        long long bricks = 0, total = 0;
        int climbs = 0, thr = -1;
        for (int j = 1; j < n; ++j) {
            int d = h[j] - h[j - 1];
            if (d > 0) {
                ++climbs;
                if (ladders == 0) {
                    bricks += d;
                } else if (climbs == ladders) {
                    for (int i = 1; i <= j; ++i) {           // smallest key so far
                        int e = h[i] - h[i - 1];
                        if (e > 0 && (thr < 0 || e < h[thr] - h[thr - 1])) thr = i;
                    }
                } else if (climbs > ladders) {
                    int t = h[thr] - h[thr - 1];
                    if (d >= t) {                            // key (d, j) beats (t, thr)
                        bricks += t;
                        int s = -1, sd = 0;
                        for (int i = 1; i <= j; ++i) {
                            int e = h[i] - h[i - 1];
                            if (e < t || (e == t && i <= thr)) continue;
                            if (s < 0 || e < sd) { s = i; sd = e; }
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
