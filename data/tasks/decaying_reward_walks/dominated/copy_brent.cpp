// brent-per-node on a copy of f and w: O(n^2) time like it, but O(n) extra space for nothing.
// Dominated: it fails every cell but (1, 1).
class Solution {
public:
    long long solve(const vector<int>& f, const vector<int>& w) {
        vector<int> g(f.begin(), f.end()), h(w.begin(), w.end());
        const int* nx = g.data();
        const int* wt = h.data();
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
