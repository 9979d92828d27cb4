# Copies the intervals as pairs, then tests every pair of the copy: O(n^2) time AND O(n)
# space.
class Solution:
    def solve(self, lo: List[int], hi: List[int]) -> int:
        iv = list(zip(lo, hi))
        n = len(iv)
        count = 0
        for i in range(n):
            a, b = iv[i]
            for j in range(i + 1, n):
                c, d = iv[j]
                if c <= b and a <= d:
                    count += 1
        return count
