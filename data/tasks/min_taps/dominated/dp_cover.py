# Dynamic programming over points: best[x] is the fewest taps watering [0, x]; tap i, taken
# in index order, improves every point of its segment from the point where it starts.
# O(n + sum of ranges) time, O(n^2) on wide taps, and O(n) extra space: dominated.
class Solution:
    def solve(self, n: int, ranges: List[int]) -> int:
        none = n + 2
        best = [none] * (n + 1)
        best[0] = 0
        for i, r in enumerate(ranges):
            lo, hi = max(0, i - r), min(n, i + r)
            if best[lo] == none:
                continue
            step = best[lo] + 1
            for x in range(lo + 1, hi + 1):
                if step < best[x]:
                    best[x] = step
        return -1 if best[n] == none else best[n]
