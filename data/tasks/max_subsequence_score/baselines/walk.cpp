// The greedy of the fast class (indices by decreasing b, the k largest a seen so far, the
// score sum * b at every step) without its sorted order or its heap. The heap's content is
// recomputed instead: it is every item already taken whose (a, index) key is at least the
// threshold, the k-th largest key taken so far, so the walk keeps that threshold only. The
// next item in (b descending, index) order is found by a full scan; when an item enters the
// top k, the threshold moves to its successor key among the items taken, again by a scan.
// O(n^2) time, O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& a, const vector<int>& b, int k) {
        const int* A = a.data();
        const int* W = b.data();
        int n = (int)a.size();
        int cur = -1, thr = -1;
        long long sum = 0, best = 0;
        for (int step = 1; step <= n; ++step) {
            int e = -1;
            for (int j = 0; j < n; ++j) {
                if (cur >= 0 && (W[j] > W[cur] || (W[j] == W[cur] && j <= cur))) continue;
                if (e < 0 || W[j] > W[e] || (W[j] == W[e] && j < e)) e = j;
            }
            cur = e;
            if (step <= k) {
                sum += A[e];
                if (thr < 0 || A[e] < A[thr] || (A[e] == A[thr] && e < thr)) thr = e;
            } else if (A[e] > A[thr] || (A[e] == A[thr] && e > thr)) {
                sum += A[e] - A[thr];
                int s = -1;
                for (int j = 0; j < n; ++j) {
                    if (W[j] < W[e] || (W[j] == W[e] && j > e)) continue;      // not taken yet
                    if (A[j] < A[thr] || (A[j] == A[thr] && j <= thr)) continue;
                    if (s < 0 || A[j] < A[s] || (A[j] == A[s] && j < s)) s = j;
                }
                thr = s;
            }
            if (step >= k) {
                long long score = sum * W[e];
                if (score > best) best = score;
            }
        }
        return best;
    }
};
