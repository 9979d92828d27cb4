# Trial division: 2 is counted, and every odd k >= 3 is tested against the odd numbers d
# with d*d <= k (all(), at C speed per divisor, stops at the first that divides). A prime
# costs about sqrt(k)/2 divisions and the primes dominate: O(n sqrt(n) / log n) time,
# O(1) extra space.
class Solution:
    def solve(self, n: int) -> int:
        if n < 2:
            return 0
        count = 1  # the prime 2
        for k in range(3, n + 1, 2):
            if all(k % d for d in range(3, math.isqrt(k) + 1, 2)):
                count += 1
        return count
