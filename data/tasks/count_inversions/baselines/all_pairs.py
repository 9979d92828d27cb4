# Compare every pair i < j: n(n-1)/2 comparisons on every input, O(n^2) time, O(1) extra
# space.
class Solution:
    def solve(self, a: List[int]) -> int:
        n = len(a)
        inversions = 0
        for i in range(n):
            x = a[i]
            for j in range(i + 1, n):
                if x > a[j]:
                    inversions += 1
        return inversions
