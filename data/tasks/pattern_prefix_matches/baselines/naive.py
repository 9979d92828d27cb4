# Compare p with t letter by letter from every start until the first mismatch: O(n m)
# time (t = "aaa...a", p = "aa...a"), O(1) extra space (no slices are taken).
class Solution:
    def solve(self, t: str, p: str) -> int:
        n, m = len(t), len(p)
        total = 0
        for i in range(n):
            limit = min(m, n - i)
            k = 0
            while k < limit and t[i + k] == p[k]:
                k += 1
            total += k
        return total
