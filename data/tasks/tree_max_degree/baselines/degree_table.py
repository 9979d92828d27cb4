# Every vertex's degree in one list: each non-root vertex adds one to itself (its parent
# edge) and one to its parent (a child). O(n) time, O(n) extra space.
class Solution:
    def solve(self, parent: List[int]) -> int:
        deg = [0] * len(parent)
        for v, p in enumerate(parent):
            if p >= 0:
                deg[v] += 1
                deg[p] += 1
        return max(deg)
