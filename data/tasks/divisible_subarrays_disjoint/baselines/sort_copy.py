# Prefix residues with their positions, sorted: equal residues become adjacent in position
# order, so each position learns the previous one with its residue; the greedy cuts at r
# when that position is at or after the last cut. O(n log n) time, O(n) extra space.
class Solution:
    def solve(self, a: List[int], k: int) -> int:
        n = len(a)
        res = [0] * (n + 1)
        p = 0
        for i, x in enumerate(a, 1):
            p = (p + x) % k
            res[i] = p
        order = sorted(range(n + 1), key=res.__getitem__)
        prev = [-1] * (n + 1)
        for j in range(1, n + 1):
            u, v = order[j - 1], order[j]
            if res[u] == res[v]:
                prev[v] = u
        count = 0
        cut = 0
        for r in range(1, n + 1):
            if prev[r] >= cut:
                count += 1
                cut = r
        return count
