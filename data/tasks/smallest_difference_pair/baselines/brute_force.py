# Compare every element of a with every element of b (stop early at difference 0):
# O(n m) time, O(1) extra space.
class Solution:
    def solve(self, a: List[int], b: List[int]) -> int:
        best = abs(a[0] - b[0])
        for v in a:
            for w in b:
                d = v - w
                if d < 0:
                    d = -d
                if d < best:
                    best = d
            if best == 0:
                break
        return best
