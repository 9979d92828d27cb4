# The fewest pieces of a sequence are what the greedy from either end gives, so every vertex
# runs the greedy from itself upwards to the root: O(depth) per vertex, O(n h) time in all,
# Theta(n^2) on a path; O(1) extra space.
class Solution:
    def solve(self, parent: List[int], weight: List[int], limit: int) -> int:
        total = 0
        for v in range(len(parent)):
            pieces = 1
            room = limit - weight[v]
            u = parent[v]
            while u != -1:
                w = weight[u]
                if w <= room:
                    room -= w
                else:
                    pieces += 1
                    room = limit - w
                u = parent[u]
            total += pieces
        return total
