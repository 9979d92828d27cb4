# Label every island by a breadth-first search over the whole grid (a label per cell, a
# queue list), then compare the two labels of each query. O(n + q) time, O(n) extra space.
class Solution:
    def solve(self, grid: List[str], queries: List[List[int]]) -> int:
        R, C = len(grid), len(grid[0])
        label = [-1] * (R * C)
        nxt = 0
        for r0 in range(R):
            row0 = grid[r0]
            for c0 in range(C):
                if row0[c0] != '1' or label[r0 * C + c0] >= 0:
                    continue
                label[r0 * C + c0] = nxt
                queue = [r0 * C + c0]
                for v in queue:
                    r, c = divmod(v, C)
                    if r > 0 and grid[r - 1][c] == '1' and label[v - C] < 0:
                        label[v - C] = nxt
                        queue.append(v - C)
                    if r + 1 < R and grid[r + 1][c] == '1' and label[v + C] < 0:
                        label[v + C] = nxt
                        queue.append(v + C)
                    if c > 0 and grid[r][c - 1] == '1' and label[v - 1] < 0:
                        label[v - 1] = nxt
                        queue.append(v - 1)
                    if c + 1 < C and grid[r][c + 1] == '1' and label[v + 1] < 0:
                        label[v + 1] = nxt
                        queue.append(v + 1)
                nxt += 1
        count = 0
        for r1, c1, r2, c2 in queries:
            if label[r1 * C + c1] == label[r2 * C + c2]:
                count += 1
        return count
