# The textbook table of common suffix lengths, (n + 1) x (m + 1) as a list of lists:
# O(n m) time like the diagonal scan, O(n m) extra space. Correct, and dominated.
class Solution:
    def solve(self, a: str, b: str) -> int:
        n, m = len(a), len(b)
        table = [[0] * (m + 1) for _ in range(n + 1)]
        best = 0
        for i in range(1, n + 1):
            row, above, x = table[i], table[i - 1], a[i - 1]
            for j in range(1, m + 1):
                if x == b[j - 1]:
                    row[j] = above[j - 1] + 1
                    if row[j] > best:
                        best = row[j]
        return best
