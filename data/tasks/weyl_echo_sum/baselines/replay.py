# Keeps nothing of the history: each echo regenerates the stream from the start up to the
# index it asks for. O(n) per echo, O(n + q n) in all; O(1) extra space.
class Solution:
    def solve(self, seed: int, s: int, n: int, q: int) -> int:
        TEN18, TEN9 = 10**18, 10**9
        x, w = seed, 0
        total = prev = 0
        for t in range(n):
            w = (w + s) % TEN18
            x = (x * x // TEN9 + w) % TEN18
            if t >= n - q:
                j = (x + prev) % t
                y, z = seed, 0
                for _ in range(j + 1):
                    z = (z + s) % TEN18
                    y = (y * y // TEN9 + z) % TEN18
                prev = y
                total = (total + prev) % TEN18
        return total
