# Keeps the state x before every B-th step, B = isqrt(n) // 4 (w there is k*B*s mod 10^18,
# recomputed); an echo resumes from the checkpoint at or below its index and walks at most
# B steps. O(n + q sqrt n) time, O(sqrt n) extra space.
class Solution:
    def solve(self, seed: int, s: int, n: int, q: int) -> int:
        TEN18, TEN9 = 10**18, 10**9
        block = max(1, math.isqrt(n) // 4)
        saved = []
        x, w = seed, 0
        total = prev = 0
        for t in range(n):
            if t % block == 0:
                saved.append(x)
            w = (w + s) % TEN18
            x = (x * x // TEN9 + w) % TEN18
            if t >= n - q:
                j = (x + prev) % t
                k = j // block
                y, z = saved[k], k * block * s % TEN18
                for _ in range(j - k * block + 1):
                    z = (z + s) % TEN18
                    y = (y * y // TEN9 + z) % TEN18
                prev = y
                total = (total + prev) % TEN18
        return total
