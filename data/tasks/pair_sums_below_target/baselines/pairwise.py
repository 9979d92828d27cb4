# Every pair (i, j), i < j, checked once: a_j < target - a_i.
# O(n^2) time, O(1) extra space.
class Solution:
    def solve(self, a: List[int], target: int) -> int:
        n = len(a)
        count = 0
        for i in range(n):
            need = target - a[i]
            for j in range(i + 1, n):
                if a[j] < need:
                    count += 1
        return count
