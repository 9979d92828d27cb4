# Copies the parent array, then counts each vertex's degree by one scan of the copy:
# quadratic time AND linear space. Correct, dominated by every baseline.
class Solution:
    def solve(self, parent: List[int]) -> int:
        p = list(parent)
        best = 0
        for v in range(len(p)):
            d = (p[v] >= 0) + sum(1 for x in p if x == v)
            best = max(best, d)
        return best
