# The pair loop over a copy of a: O(n^2) time, O(n) extra space.
class Solution:
    def solve(self, a: List[int], b: int) -> int:
        c = list(a)
        n = len(c)
        count = 0
        for i in range(n):
            x = c[i]
            for j in range(i + 1, n):
                if not x & c[j]:
                    count += 1
        return count
