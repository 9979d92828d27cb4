// brent-per-node on a copy of f: O(n^2) time like it, but O(n) extra space for nothing.
// Dominated: it fails every cell but (1, 1).
class Solution {
public:
    long long solve(const vector<int>& f) {
        vector<int> g(f.begin(), f.end());
        const int* nx = g.data();
        int n = (int)g.size();
        long long total = 0;
        for (int x = 0; x < n; ++x) {
            int tortoise = x, hare = nx[x];
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
            tortoise = hare = x;
            for (int i = 0; i < lam; ++i) hare = nx[hare];
            long long mu = 0;
            while (tortoise != hare) {
                tortoise = nx[tortoise];
                hare = nx[hare];
                ++mu;
            }
            total += mu;
        }
        return total;
    }
};
