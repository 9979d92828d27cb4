# Climb from every vertex to the root, counting the steps: O(sum of depths) = O(n h) time,
# Theta(n^2) on a path; O(1) extra space.
class Solution:
    def solve(self, parent: List[int]) -> int:
        total = 0
        for v in range(len(parent)):
            u = parent[v]
            while u != -1:
                total += 1
                u = parent[u]
        return total
