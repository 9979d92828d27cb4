# Try every pair i < j: O(n^2) time, O(1) extra space.
class Solution:
    def solve(self, a: List[int], target: int) -> int:
        n = len(a)
        best = abs(a[0] + a[1] - target)
        for i in range(n):
            x = a[i] - target
            for j in range(i + 1, n):
                d = x + a[j]
                if d < 0:
                    d = -d
                if d < best:
                    best = d
        return best
