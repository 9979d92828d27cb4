# Keeps every output v_t in a list as it is generated; an echo is one list read.
# O(n) time, O(n) extra space.
class Solution:
    def solve(self, seed: int, s: int, n: int, q: int) -> int:
        TEN18, TEN9 = 10**18, 10**9
        x, w = seed, 0
        v = []
        total = prev = 0
        for t in range(n):
            w = (w + s) % TEN18
            x = (x * x // TEN9 + w) % TEN18
            v.append(x)
            if t >= n - q:
                prev = v[(x + prev) % t]
                total = (total + prev) % TEN18
        return total
