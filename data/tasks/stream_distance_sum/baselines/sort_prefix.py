# Generate the stream into a list and sort it: the value of sorted rank r adds
# a_(r) (2r - n + 1). O(n log n) time, O(n) extra space.
class Solution:
    def solve(self, n: int, seed: int, b: int) -> int:
        mult = 6364136223846793005
        inc = 1442695040888963407
        mask = (1 << 64) - 1
        shift = 64 - b
        a = []
        x = seed
        for _ in range(n):
            x = (x * mult + inc) & mask
            a.append(x >> shift)
        a.sort()
        return sum(v * (2 * r - n + 1) for r, v in enumerate(a))
