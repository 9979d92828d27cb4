# Copies the (value, index) keys into a list, then takes the next smallest and the next
# largest by one scan of the copy each: quadratic time AND linear space. Correct,
# dominated by every baseline.
class Solution:
    def solve(self, a: List[int]) -> int:
        keys = [(x << 20) | i for i, x in enumerate(a)]
        lo, hi, best = -1, 1 << 62, 0
        for _ in range(len(a) // 2):
            lo = min(filter(lo.__lt__, keys))
            hi = max(filter(hi.__gt__, keys))
            if (lo >> 20) + (hi >> 20) > best:
                best = (lo >> 20) + (hi >> 20)
        return best
