# Each vertex's degree counted by one scan of the parent array (list.count): its children
# plus one for its own parent edge unless it is the root. O(n^2) time, O(1) extra space.
class Solution:
    def solve(self, parent: List[int]) -> int:
        best = 0
        for v in range(len(parent)):
            d = parent.count(v) + (parent[v] >= 0)
            if d > best:
                best = d
        return best
