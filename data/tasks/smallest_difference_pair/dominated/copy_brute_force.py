# Copy both arrays, then compare every pair of the copies: O(n m) time like the brute
# force, but O(n + m) extra space. Correct, and dominated by the brute force.
class Solution:
    def solve(self, a: List[int], b: List[int]) -> int:
        x, y = list(a), list(b)
        best = abs(x[0] - y[0])
        for u in x:
            for v in y:
                best = min(best, abs(u - v))
        return best
