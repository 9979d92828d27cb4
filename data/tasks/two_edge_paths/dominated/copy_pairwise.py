# The pairwise count over a copied list of edge tuples: O(m^2) time like the pairwise
# baseline, but O(m) extra space for nothing. Dominated: it fails every cell but (1, 1).
class Solution:
    def solve(self, n: int, u: List[int], v: List[int]) -> int:
        edges = list(zip(u, v))
        total = 0
        for i in range(len(edges)):
            a, b = edges[i]
            for j in range(i + 1, len(edges)):
                c, d = edges[j]
                total += (c == a) + (c == b) + (d == a) + (d == b)
        return total
