# The pair loop over copies of the intervals: O(n m) time, O(n + m) extra space.
class Solution:
    def solve(self, left: List[int], right: List[int], queries: List[int]) -> int:
        pairs = [(a, b, b - a + 1) for a, b in zip(left, right)]
        total = 0
        for q in list(queries):
            best = 0
            for a, b, w in pairs:
                if a <= q <= b and (best == 0 or w < best):
                    best = w
            total += best if best else -1
        return total
