# The pair loop over a stored copy of the stream: O(n^2) time, O(n) extra space.
class Solution:
    def solve(self, n: int, seed: int, b: int) -> int:
        mult = 6364136223846793005
        inc = 1442695040888963407
        mask = (1 << 64) - 1
        a = []
        x = seed
        for _ in range(n):
            x = (x * mult + inc) & mask
            a.append(x >> (64 - b))
        total = 0
        for i in range(n):
            v = a[i]
            for j in range(i + 1, n):
                w = a[j]
                total += v - w if v > w else w - v
        return total
