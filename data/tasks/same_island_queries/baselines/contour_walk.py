# Name each island by its first cell in row-major order, found by walking contours with the
# wall on the left (a cell and a heading, nothing else). From a query cell, walk up while the
# cell above is land; the crack above belongs to a contour of the island: the outer one (net
# turn -4) holds the island's first cell as its smallest cell, or a hole's (net turn +4):
# then restart from the land cell above the hole's topmost cell, a row higher.
# O(q * contour lengths) time (O(q n) on a maze), O(1) extra space.
DR = (-1, 0, 1, 0)
DC = (0, 1, 0, -1)


def canon(g, R, C, r, c):
    while True:
        while r > 0 and g[r - 1][c] == '1':
            r -= 1
        pr, pc, d, turns = r, c, 1, 0
        best = r * C + c
        below = R * C
        while True:
            if d == 3:
                idx = pr * C + pc
                if idx < below:
                    below = idx
            fr = pr + DR[d]
            fc = pc + DC[d]
            if not (0 <= fr < R and 0 <= fc < C and g[fr][fc] == '1'):
                d = (d + 1) & 3
                turns -= 1
            else:
                l = (d + 3) & 3
                lr = fr + DR[l]
                lc = fc + DC[l]
                if 0 <= lr < R and 0 <= lc < C and g[lr][lc] == '1':
                    pr, pc, d = lr, lc, l
                    turns += 1
                else:
                    pr, pc = fr, fc
                idx = pr * C + pc
                if idx < best:
                    best = idx
            if pr == r and pc == c and d == 1:
                break
        if turns < 0:
            return best
        r, c = divmod(below, C)


class Solution:
    def solve(self, grid: List[str], queries: List[List[int]]) -> int:
        R, C = len(grid), len(grid[0])
        count = 0
        for r1, c1, r2, c2 in queries:
            if (r1 == r2 and c1 == c2) or canon(grid, R, C, r1, c1) == canon(grid, R, C, r2, c2):
                count += 1
        return count
