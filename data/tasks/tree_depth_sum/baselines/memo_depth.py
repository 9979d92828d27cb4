# Parents come before their children, so one pass in id order fills a list of depths.
# O(n) time; O(n) extra space.
class Solution:
    def solve(self, parent: List[int]) -> int:
        depth = [0] * len(parent)
        for v in range(1, len(parent)):
            depth[v] = depth[parent[v]] + 1
        return sum(depth)
