// brent-per-node on a copy of the receivers: O(n^2) time like it, but O(n) extra space for
// nothing. Dominated: it fails every cell but (1, 1).
class Solution {
public:
    long long solve(const vector<int>& receiver, long long k) {
        vector<int> g(receiver.begin(), receiver.end());
        const int* nx = g.data();
        int n = (int)g.size();
        long long best = -1;
        for (int x = 0; x < n; ++x) {
            int tortoise = x, hare = nx[x];
            long long power = 1, lam = 1;
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
            for (long long i = 0; i < lam; ++i) hare = nx[hare];
            long long mu = 0, tail = 0;
            while (tortoise != hare) {
                tail += tortoise;
                tortoise = nx[tortoise];
                hare = nx[hare];
                ++mu;
            }
            long long m = k + 1 - mu, rest = m % lam, round = 0, part = 0;
            int u = tortoise;
            for (long long i = 0; i < lam; ++i) {
                if (i == rest) part = round;
                round += u;
                u = nx[u];
            }
            long long score = tail + (m / lam) * round + part;
            if (score > best) best = score;
        }
        return best;
    }
};
