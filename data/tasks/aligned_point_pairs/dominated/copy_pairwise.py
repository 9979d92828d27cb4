# The pairwise check over copies of both arrays: O(n^2) time and O(n) extra space.
class Solution:
    def countPairs(self, x: List[int], y: List[int]) -> int:
        cx = list(x)
        cy = list(y)
        n = len(cx)
        count = 0
        for i in range(n):
            xi = cx[i]
            yi = cy[i]
            for j in range(i + 1, n):
                if cx[j] == xi or cy[j] == yi:
                    count += 1
        return count
