# The climbing double sweep over a copy of the parent list: O(n h) time and O(n) space,
# dominated by every baseline.
class Solution:
    def solve(self, parent: List[int]) -> int:
        p = list(parent)
        n = len(p)
        a, da = 0, 0
        for v in range(1, n):
            d, u = 0, v
            while u:
                u = p[u]
                d += 1
            if d > da:
                a, da = v, d
        best = 0
        for w in range(n):
            x, y, d = a, w, 0
            while x != y:
                if x > y:
                    x = p[x]
                else:
                    y = p[y]
                d += 1
            if d > best:
                best = d
        return best
