# Every query against every interval: the shortest interval containing it.
# O(n m) time, O(1) extra space.
class Solution:
    def solve(self, left: List[int], right: List[int], queries: List[int]) -> int:
        total = 0
        n = len(left)
        for q in queries:
            best = 0
            for j in range(n):
                a = left[j]
                if a <= q:
                    b = right[j]
                    if q <= b and (best == 0 or b - a + 1 < best):
                        best = b - a + 1
            total += best if best else -1
        return total
