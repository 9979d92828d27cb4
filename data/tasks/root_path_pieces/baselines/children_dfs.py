# Lists of children, then an iterative depth-first search from the root carrying the
# greedy's state (pieces so far, weight of the open piece): O(n) time; O(n) extra space,
# several times the one-pass lists' (a list object per vertex). The common way to walk a
# tree, so a second baseline of the linear class.
class Solution:
    def solve(self, parent: List[int], weight: List[int], limit: int) -> int:
        n = len(parent)
        children = [[] for _ in range(n)]
        for v in range(1, n):
            children[parent[v]].append(v)
        stack = [(0, 1, weight[0])]
        total = 0
        while stack:
            v, pieces, load = stack.pop()
            total += pieces
            for c in children[v]:
                w = weight[c]
                if load + w <= limit:
                    stack.append((c, pieces, load + w))
                else:
                    stack.append((c, pieces + 1, w))
        return total
