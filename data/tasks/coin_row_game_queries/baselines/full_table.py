# Full table: the classic interval DP, dp[l][r] = the first player's best total on a[l..r]
# (dp[l][r] = sum(l, r) - min(dp[l+1][r], dp[l][r-1])), an n x n table filled by length;
# a query adds up dp[l][l..r].
# O(n^2 + q n) time, O(n^2) extra space.
class Solution:
    def solve(self, a: List[int], queries: List[List[int]]) -> List[int]:
        n = len(a)
        prefix = [0] * (n + 1)
        for i in range(n):
            prefix[i + 1] = prefix[i] + a[i]
        dp = [[0] * n for _ in range(n)]
        for i in range(n):
            dp[i][i] = a[i]
        for k in range(2, n + 1):
            for l in range(n - k + 1):
                r = l + k - 1
                below, left = dp[l + 1][r], dp[l][r - 1]
                dp[l][r] = prefix[r + 1] - prefix[l] - (below if below < left else left)
        answer = []
        last = 0
        for u, v in queries:
            l, r = (u + last) % n, (v + last) % n
            if l > r:
                l, r = r, l
            last = sum(dp[l][l:r + 1])
            answer.append(last)
        return answer
