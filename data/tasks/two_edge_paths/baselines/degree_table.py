# Every vertex's degree in one list, one pass over the edges; the paths of two edges through
# vertex x are the pairs of its edges, deg(x)(deg(x)-1)/2. O(n + m) time, O(n) extra space.
class Solution:
    def solve(self, n: int, u: List[int], v: List[int]) -> int:
        deg = [0] * n
        for a in u:
            deg[a] += 1
        for b in v:
            deg[b] += 1
        return sum(d * (d - 1) // 2 for d in deg)
