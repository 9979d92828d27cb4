# Kahn's peeling of in-degree-0 nodes; what stays is the cycles, each listed and settled by two
# backward laps; then the peeled nodes in reverse order: best(x) = max(w[x], best(f[x]) - 1).
# O(n) time, O(n) extra space (the heavier O(n) form).
class Solution:
    def solve(self, f: List[int], w: List[int]) -> int:
        n = len(f)
        indeg = [0] * n
        for y in f:
            indeg[y] += 1
        order = [i for i in range(n) if indeg[i] == 0]
        h = 0
        while h < len(order):
            y = f[order[h]]
            indeg[y] -= 1
            if indeg[y] == 0:
                order.append(y)
            h += 1
        val = [-1] * n
        for i in range(n):
            if indeg[i] == 0 or val[i] >= 0:
                continue
            cyc = [i]
            x = f[i]
            while x != i:
                cyc.append(x)
                x = f[x]
            v = -(1 << 40)
            for y in reversed(cyc):
                v = max(w[y], v - 1)
            for y in reversed(cyc):
                v = max(w[y], v - 1)
                val[y] = v
        for y in reversed(order):
            val[y] = max(w[y], val[f[y]] - 1)
        return sum(val)
