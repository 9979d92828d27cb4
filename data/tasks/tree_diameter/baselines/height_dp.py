# One pass from the last id down (children have larger ids than their parents): h[v] is the
# height of v's subtree when v is reached; a longest path through p joins p's highest subtree
# so far with the next child's. O(n) time; O(n) extra space (one list of small ints).
class Solution:
    def solve(self, parent: List[int]) -> int:
        n = len(parent)
        h = [0] * n
        best = 0
        for v in range(n - 1, 0, -1):
            p, c = parent[v], h[v] + 1
            hp = h[p]
            if hp + c > best:
                best = hp + c
            if c > hp:
                h[p] = c
        return best
