# Climbs from every vertex like the O(1)-space method, but stores every depth in a list and
# sums it afterwards: O(n h) time and O(n) space, dominated by both.
class Solution:
    def solve(self, parent: List[int]) -> int:
        depth = [0] * len(parent)
        for v in range(len(parent)):
            u = parent[v]
            while u != -1:
                depth[v] += 1
                u = parent[u]
        return sum(depth)
