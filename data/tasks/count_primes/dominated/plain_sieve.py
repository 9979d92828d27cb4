# The sieve of Eratosthenes over a list of n + 1 flags (8-byte slots): O(n log log n) time,
# O(n) extra space. Correct, and dominated by Lucy's recursion (faster and smaller).
class Solution:
    def solve(self, n: int) -> int:
        if n < 2:
            return 0
        is_prime = [True] * (n + 1)
        is_prime[0] = is_prime[1] = False
        for p in range(2, math.isqrt(n) + 1):
            if is_prime[p]:
                for m in range(p * p, n + 1, p):
                    is_prime[m] = False
        return sum(is_prime)
