# Children lists, then a breadth-first search from the root assigning depths: O(n) time;
# O(n) extra space, about ten times the one-pass list's (a list object per vertex). The
# common way to walk a tree, so a second baseline of the linear class: the limits of the
# O(n) column follow it.
class Solution:
    def solve(self, parent: List[int]) -> int:
        n = len(parent)
        children = [[] for _ in range(n)]
        for v in range(1, n):
            children[parent[v]].append(v)
        depth = [0] * n
        queue = collections.deque([0])
        total = 0
        while queue:
            v = queue.popleft()
            d = depth[v]
            total += d
            for c in children[v]:
                depth[c] = d + 1
                queue.append(c)
        return total
