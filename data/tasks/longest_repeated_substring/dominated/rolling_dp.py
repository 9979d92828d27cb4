# The longest-common-suffix table of s against itself (cur[j] for i < j), one row at a
# time: O(n^2) time like the diagonal scan, but O(n) extra space (two rows) where the
# diagonal scan needs O(1): dominated by it.
class Solution:
    def solve(self, s: str) -> int:
        n = len(s)
        best = 0
        prev = [0] * (n + 1)
        cur = [0] * (n + 1)
        for i in range(1, n + 1):
            c = s[i - 1]
            for j in range(i + 1, n + 1):
                if c == s[j - 1]:
                    v = prev[j - 1] + 1
                    cur[j] = v
                    if v > best:
                        best = v
                else:
                    cur[j] = 0
            prev, cur = cur, prev
        return best
