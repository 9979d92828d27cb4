# The phi sieve over a list of n + 1 values: O(n log log n) time, O(n) extra space.
# Correct, and dominated by the memoised recursion (faster and smaller).
class Solution:
    def solve(self, n: int) -> int:
        phi = list(range(n + 1))
        for p in range(2, n + 1):
            if phi[p] == p:  # p is prime
                for m in range(p, n + 1, p):
                    phi[m] -= phi[m] // p
        return (sum(phi) - 0) % 1_000_000_007
