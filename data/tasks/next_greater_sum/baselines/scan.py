# Scan right from every i to the first greater value: O(n^2) time on a decreasing array,
# O(1) extra space.
class Solution:
    def solve(self, a: List[int]) -> int:
        n = len(a)
        total = 0
        for i in range(n):
            x = a[i]
            for j in range(i + 1, n):
                if a[j] > x:
                    total += a[j]
                    break
            else:
                total -= 1
        return total
