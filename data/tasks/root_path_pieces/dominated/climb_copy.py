# Climbs from every vertex like the O(1)-space method, but over copies of both lists:
# O(n h) time and O(n) space, dominated by both.
class Solution:
    def solve(self, parent: List[int], weight: List[int], limit: int) -> int:
        par = list(parent)
        wt = [w for w in weight]
        total = 0
        for v in range(len(par)):
            pieces = 1
            load = wt[v]
            u = par[v]
            while u != -1:
                if load + wt[u] <= limit:
                    load += wt[u]
                else:
                    pieces += 1
                    load = wt[u]
                u = par[u]
            total += pieces
        return total
