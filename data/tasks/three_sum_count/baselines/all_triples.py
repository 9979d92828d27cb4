# Every triple i < j < k (Python integers do not overflow). O(n^3) time, O(1) extra space.
class Solution:
    def solve(self, a: List[int]) -> int:
        n = len(a)
        count = 0
        for i in range(n):
            x = a[i]
            for j in range(i + 1, n):
                need = -(x + a[j])
                for k in range(j + 1, n):
                    if a[k] == need:
                        count += 1
        return count
