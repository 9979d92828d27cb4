# A fresh (i+1) x (j+1) table of counts for every query: the recomputation's time with the
# table's space.
class Solution:
    def solve(self, grid: List[str], queries: List[List[int]]) -> List[int]:
        mod = 1_000_000_007
        n, m = len(grid), len(grid[0])
        answer = []
        last = 0
        for u, v in queries:
            qi = (u + last) % n
            qj = (v + last) % m
            ways = [[0] * (qj + 1) for _ in range(qi + 1)]
            for i in range(qi + 1):
                for j in range(qj + 1):
                    if grid[i][j] == "#":
                        continue
                    if i == 0 and j == 0:
                        ways[i][j] = 1
                        continue
                    total = 0
                    if i > 0:
                        total += ways[i - 1][j]
                    if j > 0:
                        total += ways[i][j - 1]
                    ways[i][j] = total % mod
            last = ways[qi][qj]
            answer.append(last)
        return answer
