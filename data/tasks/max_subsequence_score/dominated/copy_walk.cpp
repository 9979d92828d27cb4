// The walk over copies of both arrays: O(n^2) time, O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& a0, const vector<int>& b0, int k) {
        vector<int> a(a0), b(b0);
        int n = (int)a.size();
        int cur = -1, thr = -1;
        long long sum = 0, best = 0;
        for (int step = 1; step <= n; ++step) {
            int e = -1;
            for (int j = 0; j < n; ++j) {
                if (cur >= 0 && (b[j] > b[cur] || (b[j] == b[cur] && j <= cur))) continue;
                if (e < 0 || b[j] > b[e] || (b[j] == b[e] && j < e)) e = j;
            }
            cur = e;
            if (step <= k) {
                sum += a[e];
                if (thr < 0 || a[e] < a[thr] || (a[e] == a[thr] && e < thr)) thr = e;
            } else if (a[e] > a[thr] || (a[e] == a[thr] && e > thr)) {
                sum += a[e] - a[thr];
                int s = -1;
                for (int j = 0; j < n; ++j) {
                    if (b[j] < b[e] || (b[j] == b[e] && j > e)) continue;
                    if (a[j] < a[thr] || (a[j] == a[thr] && j <= thr)) continue;
                    if (s < 0 || a[j] < a[s] || (a[j] == a[s] && j < s)) s = j;
                }
                thr = s;
            }
            if (step >= k) best = max(best, sum * b[e]);
        }
        return best;
    }
};
