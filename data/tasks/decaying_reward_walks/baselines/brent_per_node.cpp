// best(s) is the largest w[x] - t over the first mu + lambda nodes x = f^t(s) of the walk
// from s (its tail and its cycle: later visits repeat a node at a larger t). Brent's cycle
// finding gives lambda; a pointer from s and one lambda steps ahead meet at the cycle's
// entry after mu steps, the first passing the tail; one more lap passes the cycle. O(tail +
// cycle) per node, O(n^2) in the worst case (a long cycle, long tails), O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& f, const vector<int>& w) {
        const int* nx = f.data();
        const int* wt = w.data();
        int n = (int)f.size();
        long long total = 0;
        for (int s = 0; s < n; ++s) {
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
            total += best;
        }
        return total;
    }
};
