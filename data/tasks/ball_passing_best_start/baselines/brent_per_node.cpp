// The score of x sums the ids of the k + 1 holders x, r[x], ..., r^k[x]. Brent's cycle
// finding from every node gives its cycle length lam; two pointers lam apart then meet at the
// cycle's entry e after mu steps, summing the tail on the way. As k + 1 > n > mu, the rest is
// m = k + 1 - mu holders on the cycle from e: (m / lam) whole rounds and the first m % lam
// ids of one more, read in one round from e. O(tail + cycle) per node: O(n^2) time in the
// worst case, O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& receiver, long long k) {
        const int* nx = receiver.data();
        int n = (int)receiver.size();
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
            long long m = k + 1 - mu, rest = m % lam;
            long long round = 0, part = 0;
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
