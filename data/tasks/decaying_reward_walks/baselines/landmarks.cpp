// Landmarks: the nodes x whose multiplicative hash falls below 2^32 / S, S = sqrt(n) / 3,
// about n / S of them in a sorted vector of (node, best) pairs, each best found as
// brent-per-node does (Brent's cycle finding, the tail, one lap: O(n^2 / S) in all). Then
// every node s walks, keeping the best w[x] - t so far, until a landmark L after t steps
// (best(s) = max(that, best(L) - t): from L on the walks coincide) or 8S steps without one,
// which on these pseudo-random landmarks means a short rho, settled by Brent's walk. A walk
// meets a landmark after about S steps: O(n S + n^2 / S) = O(n sqrt n) time, O(sqrt n) space.
class Solution {
    static long long bestFrom(const int* nx, const int* wt, int s) {
        int tortoise = s, hare = nx[s];
        int power = 1, lam = 1;
        while (tortoise != hare) {
            if (power == lam) {
                tortoise = hare;
                power <<= 1;
                lam = 0;
            }
            hare = nx[hare];
            ++lam;
        }
        int a = s, b = s;
        for (int k = 0; k < lam; ++k) b = nx[b];
        long long best = -1, t = 0;
        while (a != b) {
            if (wt[a] - t > best) best = wt[a] - t;
            a = nx[a];
            b = nx[b];
            ++t;
        }
        for (int k = 0; k < lam; ++k) {
            if (wt[a] - t > best) best = wt[a] - t;
            a = nx[a];
            ++t;
        }
        return best;
    }

public:
    long long solve(const vector<int>& f, const vector<int>& w) {
        const int* nx = f.data();
        const int* wt = w.data();
        int n = (int)f.size();
        int S = max(1, (int)(sqrt((double)n) / 3));
        unsigned long long thr = (1ULL << 32) / (unsigned long long)S;
        auto is_mark = [thr](int x) {
            return (unsigned long long)((unsigned)x * 2654435761u) < thr;
        };
        int m = 0;
        for (int x = 0; x < n; ++x) m += is_mark(x);
        vector<pair<int, int>> marks;
        marks.reserve(m);
        for (int x = 0; x < n; ++x)
            if (is_mark(x)) marks.push_back({x, (int)bestFrom(nx, wt, x)});
        int cap = 8 * S + 8;
        long long total = 0;
        for (int s = 0; s < n; ++s) {
            int x = s;
            long long run = -1, t = 0;
            for (;;) {
                if (is_mark(x)) {
                    long long b = lower_bound(marks.begin(), marks.end(), make_pair(x, -1))->second - t;
                    if (b > run) run = b;
                    break;
                }
                if (wt[x] - t > run) run = wt[x] - t;
                if (++t > cap) {
                    run = bestFrom(nx, wt, s);
                    break;
                }
                x = nx[x];
            }
            total += run;
        }
        return total;
    }
};
