# The textbook table: is_pal[i][j] says whether s[i..j] is a palindrome, filled from the
# short substrings up. O(n^2) time like expanding around centres, but O(n^2) extra space:
# correct, and dominated by both baselines.
class Solution:
    def solve(self, s: str) -> int:
        n = len(s)
        best = 1 if n else 0
        is_pal = [[False] * n for _ in range(n)]
        for i in range(n - 1, -1, -1):
            for j in range(i, n):
                if s[i] == s[j] and (j - i < 2 or is_pal[i + 1][j - 1]):
                    is_pal[i][j] = True
                    best = max(best, j - i + 1)
        return best
