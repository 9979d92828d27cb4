# The whole table of path counts, built once row by row: O(n m + q) time; O(n m) extra space.
class Solution:
    def solve(self, grid: List[str], queries: List[List[int]]) -> List[int]:
        mod = 1_000_000_007
        n, m = len(grid), len(grid[0])
        up = [1] + [0] * (m - 1)  # virtual row above the first
        table = []
        for i in range(n):
            line = grid[i]
            row = [0] * m
            left = 0
            for j in range(m):
                if line[j] == "#":
                    left = 0
                else:
                    left += up[j]
                    if left >= mod:
                        left -= mod
                row[j] = left
            table.append(row)
            up = row
        answer = []
        last = 0
        for u, v in queries:
            last = table[(u + last) % n][(v + last) % m]
            answer.append(last)
        return answer
