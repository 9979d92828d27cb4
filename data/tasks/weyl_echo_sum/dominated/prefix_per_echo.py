# The replay's time with a table's space: each echo regenerates the prefix v_0 .. v_j into
# a fresh list and reads its last element. O(q n) time, O(n) extra space.
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
                prefix = []
                y, z = seed, 0
                for _ in range(j + 1):
                    z = (z + s) % TEN18
                    y = (y * y // TEN9 + z) % TEN18
                    prefix.append(y)
                prev = prefix[j]
                total = (total + prev) % TEN18
        return total
