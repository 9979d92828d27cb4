// Trial division: 2 is counted, and every odd k >= 3 is tested against the odd numbers
// d with d*d <= k. A prime k costs about sqrt(k)/2 divisions and the primes dominate the
// total, about n^1.5 / (3 ln n) divisions: O(n sqrt(n) / log n) time, O(1) extra space.
class Solution {
public:
    int solve(int n) {
        if (n < 2) return 0;
        int count = 1;  // the prime 2
        for (int k = 3; k <= n; k += 2) {
            bool prime = true;
            for (int d = 3; d * d <= k; d += 2) {
                if (k % d == 0) {
                    prime = false;
                    break;
                }
            }
            if (prime) ++count;
        }
        return count;
    }
};
