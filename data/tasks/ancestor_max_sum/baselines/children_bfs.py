# Children lists, then a breadth-first search from the root carrying the running maximum:
# O(n) time; O(n) extra space, several times the one-pass list's (a list object per
# vertex). The common way to walk a tree, so a second baseline of the linear class.
class Solution:
    def solve(self, parent: List[int], weight: List[int]) -> int:
        n = len(parent)
        children = [[] for _ in range(n)]
        for v in range(1, n):
            children[parent[v]].append(v)
        top = [0] * n
        top[0] = weight[0]
        queue = collections.deque([0])
        total = 0
        while queue:
            v = queue.popleft()
            t = top[v]
            total += t
            for c in children[v]:
                w = weight[c]
                top[c] = w if w > t else t
                queue.append(c)
        return total
