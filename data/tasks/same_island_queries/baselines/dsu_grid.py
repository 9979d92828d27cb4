# A union-find over all cells (path halving): join every land cell with its land neighbours
# right and below, then compare the roots of each query's cells.
# O(n alpha(n) + q alpha(n)) time, O(n) extra space.
class Solution:
    def solve(self, grid: List[str], queries: List[List[int]]) -> int:
        R, C = len(grid), len(grid[0])
        par = list(range(R * C))

        def find(x):
            while par[x] != x:
                par[x] = par[par[x]]
                x = par[x]
            return x

        for r in range(R):
            row = grid[r]
            nrow = grid[r + 1] if r + 1 < R else None
            for c in range(C):
                if row[c] != '1':
                    continue
                v = r * C + c
                if c + 1 < C and row[c + 1] == '1':
                    a, b = find(v), find(v + 1)
                    if a != b:
                        par[a] = b
                if nrow is not None and nrow[c] == '1':
                    a, b = find(v), find(v + C)
                    if a != b:
                        par[a] = b
        count = 0
        for r1, c1, r2, c2 in queries:
            if find(r1 * C + c1) == find(r2 * C + c2):
                count += 1
        return count
