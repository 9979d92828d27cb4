# A pair qualifies when it shares x or shares y (a + b = sqrt(a^2 + b^2) iff ab = 0 for
# a, b >= 0): check every pair. O(n^2) time, O(1) extra space.
class Solution:
    def countPairs(self, x: List[int], y: List[int]) -> int:
        n = len(x)
        count = 0
        for i in range(n):
            xi = x[i]
            yi = y[i]
            for j in range(i + 1, n):
                if x[j] == xi or y[j] == yi:
                    count += 1
        return count
