# Kahn's peeling of in-degree-0 nodes; the cycles stay (length 0). Read backwards, the
# removal order gives each node its successor's length plus one. O(n) time, three lists.
class Solution:
    def solve(self, f: List[int]) -> int:
        n = len(f)
        indeg = [0] * n
        for w in f:
            indeg[w] += 1
        order = [i for i in range(n) if indeg[i] == 0]
        h = 0
        while h < len(order):
            w = f[order[h]]
            indeg[w] -= 1
            if indeg[w] == 0:
                order.append(w)
            h += 1
        d = [0] * n
        total = 0
        for v in reversed(order):
            d[v] = d[f[v]] + 1
            total += d[v]
        return total
