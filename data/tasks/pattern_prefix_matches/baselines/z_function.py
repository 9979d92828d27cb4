# The Z-function ("extended KMP"): z[j] = LCP(p[j:], p) for the pattern alone, then one scan
# of t keeping the match [l, r) that reaches furthest right; letters are only compared
# beyond r, which only moves right. O(n + m) time, O(m) extra space (z).
class Solution:
    def solve(self, t: str, p: str) -> int:
        n, m = len(t), len(p)
        z = [0] * m
        z[0] = m
        l = r = 0
        for j in range(1, m):
            k = min(z[j - l], r - j) if j < r else 0
            while j + k < m and p[j + k] == p[k]:
                k += 1
            z[j] = k
            if j + k > r:
                l, r = j, j + k
        total = 0
        l = r = 0
        for i in range(n):
            k = min(z[i - l], r - i) if i < r else 0
            while k < m and i + k < n and t[i + k] == p[k]:
                k += 1
            if i + k > r:
                l, r = i, i + k
            total += k
        return total
