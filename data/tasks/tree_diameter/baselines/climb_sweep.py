# The double sweep without memory: the deepest vertex a (depths by climbing to the root) is an
# end of a longest path, and the diameter is a's largest distance, each found by the ordered
# walk (the larger id cannot be the other's ancestor, so it moves up until both meet).
# O(sum of depths + sum of distances from a) = O(n h) time, Theta(n^2) on deep trees;
# O(1) extra space.
class Solution:
    def solve(self, parent: List[int]) -> int:
        n = len(parent)
        a, da = 0, 0
        for v in range(1, n):
            d, u = 0, v
            while u:
                u = parent[u]
                d += 1
            if d > da:
                a, da = v, d
        best = 0
        for w in range(n):
            x, y, d = a, w, 0
            while x != y:
                if x > y:
                    x = parent[x]
                else:
                    y = parent[y]
                d += 1
            if d > best:
                best = d
        return best
