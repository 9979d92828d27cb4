# Every pair i < j: n(n-1)/2 XORs, O(n^2) time, O(1) extra space.
class Solution:
    def solve(self, a: List[int]) -> int:
        n = len(a)
        best = 0
        for i in range(n):
            x = a[i]
            for j in range(i + 1, n):
                y = x ^ a[j]
                if y > best:
                    best = y
        return best
