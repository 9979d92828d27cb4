# Pairs sharing x plus pairs sharing y minus pairs at the same point (c(c-1)/2 per group):
# sort packed (x, y) keys (x runs, and point runs inside them), then the y values.
# O(n log n) time, O(n) extra space.
OFF = 1 << 30


class Solution:
    def countPairs(self, x: List[int], y: List[int]) -> int:
        keys = sorted(((a + OFF) << 31) | (b + OFF) for a, b in zip(x, y))
        pairs = 0
        run_x = run_p = 0
        prev = -1
        for k in keys:
            run_x = run_x + 1 if prev >= 0 and k >> 31 == prev >> 31 else 0
            run_p = run_p + 1 if k == prev else 0
            pairs += run_x - run_p
            prev = k
        keys = sorted(y)
        run_y = 0
        prev = None
        for k in keys:
            run_y = run_y + 1 if k == prev else 0
            pairs += run_y
            prev = k
        return pairs
