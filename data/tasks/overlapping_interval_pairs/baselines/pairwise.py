# Every pair (i, j), i < j, tested once: two closed intervals overlap exactly when each
# starts no later than the other ends. O(n^2) time, O(1) extra space.
class Solution:
    def solve(self, lo: List[int], hi: List[int]) -> int:
        n = len(lo)
        count = 0
        for i in range(n):
            li = lo[i]
            hi_i = hi[i]
            for j in range(i + 1, n):
                if lo[j] <= hi_i and li <= hi[j]:
                    count += 1
        return count
