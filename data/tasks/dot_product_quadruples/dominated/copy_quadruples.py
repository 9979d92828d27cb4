# The quadruple loop over tuple copies of all four lists: O(n^4) time and O(n) extra space,
# dominated by the O(1) quadruple loop.
class Solution:
    def solve(self, a: List[List[int]], b: List[List[int]], c: List[List[int]],
              d: List[List[int]]) -> int:
        p = 1_000_000_007
        A, B, C, D = ([tuple(v) for v in lst] for lst in (a, b, c, d))
        count = 0
        for ax, ay in A:
            for bx, by in B:
                t = (ax * bx + ay * by) % p
                for cx, cy in C:
                    for dx, dy in D:
                        if (cx * dx + cy * dy) % p == t:
                            count += 1
        return count
