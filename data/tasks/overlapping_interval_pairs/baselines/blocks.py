# The disjoint pairs are the ordered pairs (i, j) with hi_i < lo_j (only one order can
# hold), and the answer is n(n-1)/2 minus their number. The right ends are cut into blocks
# of B = max(560, sqrt n), each sorted into one buffer, and every left end counts the right
# ends of the block below it by bisect_left. O(n / B) blocks, O(n log B) each:
# O(n sqrt n log n) time, O(sqrt n) extra space.
class Solution:
    def solve(self, lo: List[int], hi: List[int]) -> int:
        n = len(lo)
        cap = max(560, math.isqrt(n))
        disjoint = 0
        for start in range(0, n, cap):
            buf = None  # drop the old buffer before the next one is built
            buf = sorted(itertools.islice(hi, start, start + cap))
            disjoint += sum(map(functools.partial(bisect.bisect_left, buf), lo))
        return n * (n - 1) // 2 - disjoint
