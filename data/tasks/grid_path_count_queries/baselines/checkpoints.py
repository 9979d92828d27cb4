# Checkpoints: every K-th row of counts (K about sqrt(n)) is kept; a query recomputes at most
# K-1 rows from the checkpoint above it, over columns 1..j.
# O(n m) to build, O(K m) per query; O((n / K) m) = O(m sqrt n) extra space besides the answers.
class Solution:
    def solve(self, grid: List[str], queries: List[List[int]]) -> List[int]:
        mod = 1_000_000_007
        n, m = len(grid), len(grid[0])
        k = max(1, math.isqrt(n))

        def step(row: list, i: int, width: int) -> None:  # row i-1 -> row i, columns 0..width-1
            line = grid[i]
            left = 0
            for j in range(width):
                if line[j] == "#":
                    left = 0
                else:
                    left += row[j]
                    if left >= mod:
                        left -= mod
                row[j] = left

        row = [0] * m
        row[0] = 1  # virtual row -1: one path enters the first cell from above
        saved = [row[:]]  # saved[b] = row b*k - 1
        for i in range(n):
            step(row, i, m)
            if (i + 1) % k == 0:
                saved.append(row[:])
        answer = []
        last = 0
        for u, v in queries:
            qi = (u + last) % n
            qj = (v + last) % m
            base = (qi + 1) // k
            row = saved[base][:qj + 1]
            for i in range(base * k, qi + 1):
                step(row, i, qj + 1)
            last = row[qj]
            answer.append(last)
        return answer
