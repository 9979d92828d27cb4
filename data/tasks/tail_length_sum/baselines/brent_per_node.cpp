// The tail length of node x is mu, the number of steps from x to the first node of the
// cycle its walk ends on. Brent's cycle finding from every node: the cycle length lambda
// by the hare and the teleporting tortoise, then two pointers lambda apart meet after mu
// steps. O(tail + cycle) per node: O(n^2) time in the worst case, O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& f) {
        const int* nx = f.data();
        int n = (int)f.size();
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
