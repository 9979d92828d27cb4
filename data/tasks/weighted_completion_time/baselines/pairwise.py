# The exchange argument summed over pairs: in Smith's order (increasing t/w) the cost is
# sum t_i w_i plus, for every pair, min(t_i w_j, t_j w_i) (the smaller of the pair's two
# orders). O(n^2) time, O(1) extra space.
class Solution:
    def solve(self, t: List[int], w: List[int]) -> int:
        n = len(t)
        total = 0
        for i in range(n):
            ti, wi = t[i], w[i]
            total += ti * wi
            for j in range(i + 1, n):
                a, b = ti * w[j], t[j] * wi
                total += a if a < b else b
        return total
