# Queries in batches of B = max(256, C); per batch, one pass over the rows with a union-find
# over two rows only (the previous row's island labels, slots [0, C), and the current row's
# cells, slots [C, 2C)). The batch's query cells, sorted by position (one int each), enter
# when the pass reaches their row and carry a label of the current row; an island that stops
# (no cell in the new row) gives its cells a final number. Two cells are on one island iff
# their labels agree after the last row. O(n (q / B + 1) + q log B) time, O(C + B) space.
class Solution:
    def solve(self, grid: List[str], queries: List[List[int]]) -> int:
        R, C = len(grid), len(grid[0])
        q = len(queries)
        B = max(256, C)
        W = 2 * B
        par = [0] * (2 * C)
        mp = [-1] * (2 * C)
        count = 0

        def find(x):
            while par[x] != x:
                par[x] = par[par[x]]
                x = par[x]
            return x

        for s in range(0, q, B):
            e = min(q, s + B)
            ev = []
            for i in range(s, e):
                r1, c1, r2, c2 = queries[i]
                j = 2 * (i - s)
                ev.append((r1 * C + c1) * W + j)
                ev.append((r2 * C + c2) * W + j + 1)
            ev.sort()
            m = len(ev)
            lab = [0] * m
            prev = [-1] * C
            cur = [-1] * C
            K = 0
            dead = -2
            ptr = 0
            for r in range(R):
                row = grid[r]
                for k in range(K):
                    par[k] = k
                left = False
                for c in range(C):
                    if row[c] != '1':
                        left = False
                        continue
                    x = C + c
                    par[x] = x
                    if left:
                        a = find(x - 1)
                        if a != x:
                            par[a] = x
                    p = prev[c]
                    if p >= 0:
                        a = find(p)
                        b = find(x)
                        if a != b:
                            par[a] = b
                    left = True
                K2 = 0
                for c in range(C):
                    if row[c] != '1':
                        cur[c] = -1
                        continue
                    rt = find(C + c)
                    v = mp[rt]
                    if v < 0:
                        v = mp[rt] = K2
                        K2 += 1
                    cur[c] = v
                for t in range(ptr):
                    j = ev[t] % W
                    L = lab[j]
                    if L < 0:
                        continue
                    rt = find(L)
                    if mp[rt] == -1:
                        mp[rt] = dead
                        dead -= 1
                    lab[j] = mp[rt]
                while ptr < m and ev[ptr] // W // C == r:
                    cell, j = divmod(ev[ptr], W)
                    lab[j] = cur[cell - r * C]
                    ptr += 1
                for k in range(K):
                    mp[k] = -1
                for c in range(C, 2 * C):
                    mp[c] = -1
                prev, cur = cur, prev
                K = K2
            for i in range(0, m, 2):
                if lab[i] == lab[i + 1]:
                    count += 1
        return count
