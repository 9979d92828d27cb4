// Greedy by arrival minute a_i = ceil(dist_i / speed_i): the answer is the first minute k
// with more than k arrivals by minute k (n if none). Walk the minutes in blocks of
// B = max(768, sqrt n): one scan of the monsters counts the arrivals of each minute of the
// block, then the running count is checked minute by minute. O(n^2 / B) = O(n sqrt n)
// time, O(sqrt n) extra space.
class Solution {
public:
    int solve(const vector<int>& dist, const vector<int>& speed) {
        int n = (int)dist.size();
        int b = max(768, (int)sqrt((double)n));
        vector<int> hist(b);
        long long arrived = 0;  // monsters arriving before minute lo
        for (int lo = 1; lo < n; lo += b) {
            fill(hist.begin(), hist.end(), 0);
            for (int j = 0; j < n; ++j) {
                int a = (dist[j] + speed[j] - 1) / speed[j];
                if (a >= lo && a - lo < b) ++hist[a - lo];
            }
            int hi = min(n - 1, lo + b - 1);
            for (int k = lo; k <= hi; ++k) {
                arrived += hist[k - lo];
                if (arrived > k) return k;
            }
        }
        return n;
    }
};
