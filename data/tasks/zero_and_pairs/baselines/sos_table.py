# The textbook SOS DP: counts of every value in a list of 2^b, a sum over subsets, then
# f[full ^ x] for each x, less the zeros' self-pairs. O(2^b b + n) time, O(2^b) space.
class Solution:
    def solve(self, a: List[int], b: int) -> int:
        full = (1 << b) - 1
        dp = [0] * (1 << b)
        for x in a:
            dp[x] += 1
        for i in range(b):
            bit = 1 << i
            for mask in range(1 << b):
                if mask & bit:
                    dp[mask] += dp[mask ^ bit]
        ans = 0
        for x in a:
            ans += dp[full ^ x]
            if x == 0:
                ans -= 1
        return ans // 2
