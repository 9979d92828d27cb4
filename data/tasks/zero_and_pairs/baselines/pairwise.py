# Every pair tested once: O(n^2) time, O(1) extra space (an index loop, no slices).
class Solution:
    def solve(self, a: List[int], b: int) -> int:
        n = len(a)
        count = 0
        for i in range(n):
            x = a[i]
            for j in range(i + 1, n):
                if not x & a[j]:
                    count += 1
        return count
