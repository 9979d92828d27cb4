# A fresh len x len table for every query: the recomputation's O(q n^2) time with the
# full table's O(n^2) space. Correct, and dominated by both.
class Solution:
    def solve(self, a: List[int], queries: List[List[int]]) -> List[int]:
        n = len(a)
        answer = []
        last = 0
        for u, v in queries:
            l, r = (u + last) % n, (v + last) % n
            if l > r:
                l, r = r, l
            b = a[l:r + 1]
            length = len(b)
            dp = [[0] * length for _ in range(length)]
            for i in range(length):
                dp[i][i] = b[i]
            for k in range(2, length + 1):
                for i in range(length - k + 1):
                    j = i + k - 1
                    dp[i][j] = max(b[i] - dp[i + 1][j], b[j] - dp[i][j - 1])
            s = total = 0
            for j in range(length):
                s += b[j]
                total += (s + dp[0][j]) // 2
            last = total
            answer.append(last)
        return answer
