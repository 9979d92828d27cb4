# Climbs from every vertex like the O(1)-space method, but stores every root-path maximum
# in a list and sums it afterwards: O(n h) time and O(n) space, dominated by both.
class Solution:
    def solve(self, parent: List[int], weight: List[int]) -> int:
        top = list(weight)
        for v in range(len(parent)):
            u = parent[v]
            while u != -1:
                if weight[u] > top[v]:
                    top[v] = weight[u]
                u = parent[u]
        return sum(top)
