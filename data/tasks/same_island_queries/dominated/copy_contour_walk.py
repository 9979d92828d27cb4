# contour-walk on a copy of the grid as lists of characters: O(q n) time like it, but O(n)
# extra space for nothing. Dominated: it fails every cell but (1, 1).
class Solution:
    def solve(self, grid: List[str], queries: List[List[int]]) -> int:
        g = [list(row) for row in grid]
        R, C = len(g), len(g[0])
        DR = (-1, 0, 1, 0)
        DC = (0, 1, 0, -1)

        def canon(r, c):
            while True:
                while r > 0 and g[r - 1][c] == '1':
                    r -= 1
                pr, pc, d, turns = r, c, 1, 0
                best = r * C + c
                below = R * C
                while True:
                    if d == 3 and pr * C + pc < below:
                        below = pr * C + pc
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
                        if pr * C + pc < best:
                            best = pr * C + pc
                    if pr == r and pc == c and d == 1:
                        break
                if turns < 0:
                    return best
                r, c = divmod(below, C)

        count = 0
        for r1, c1, r2, c2 in queries:
            if canon(r1, c1) == canon(r2, c2):
                count += 1
        return count
