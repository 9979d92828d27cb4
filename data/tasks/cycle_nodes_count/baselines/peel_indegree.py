# Kahn's peeling: remove nodes nobody points to, repeatedly; what stays is the union of the
# cycles. O(n) time, O(n) space (in-degrees and a stack).
class Solution:
    def solve(self, f: List[int]) -> int:
        n = len(f)
        indeg = [0] * n
        for v in f:
            indeg[v] += 1
        stack = [i for i in range(n) if indeg[i] == 0]
        removed = 0
        while stack:
            v = stack.pop()
            removed += 1
            u = f[v]
            indeg[u] -= 1
            if indeg[u] == 0:
                stack.append(u)
        return n - removed
