# Every pair, regenerating the stream: for each value, continue the generator from its
# state to meet every later value. O(n^2) time, O(1) extra space.
class Solution:
    def solve(self, n: int, seed: int, b: int) -> int:
        mult = 6364136223846793005
        inc = 1442695040888963407
        mask = (1 << 64) - 1
        shift = 64 - b
        x = seed
        total = 0
        for i in range(n):
            x = (x * mult + inc) & mask
            v = x >> shift
            y = x
            for _ in range(n - 1 - i):
                y = (y * mult + inc) & mask
                w = y >> shift
                total += v - w if v > w else w - v
        return total
