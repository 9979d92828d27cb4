# Climb from every vertex to the root, keeping the largest weight seen: O(sum of depths)
# = O(n h) time, Theta(n^2) on a path; O(1) extra space.
class Solution:
    def solve(self, parent: List[int], weight: List[int]) -> int:
        total = 0
        for v in range(len(parent)):
            best = weight[v]
            u = parent[v]
            while u != -1:
                if weight[u] > best:
                    best = weight[u]
                u = parent[u]
            total += best
        return total
