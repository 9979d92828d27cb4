# The successor scans over a copy of the skills: O(n^2) time and O(n) space, dominated by
# successor-scan (same time, less space) and by the sorts.
class Solution:
    def minTotalSpread(self, a: List[int]) -> int:
        c = list(a)
        inf = 1 << 62
        f = [0, inf, inf, inf, inf]  # f(i-1) .. f(i-5)
        s = [0, 0, 0, 0]             # s_{i-1} .. s_{i-4}
        last = 0
        taken = 0
        while taken < len(c):
            x = min(y for y in c if y > last)
            count = c.count(x)
            for _ in range(count):
                f0 = min(f[2] + x - s[1], f[3] + x - s[2], f[4] + x - s[3])
                f = [f0] + f[:4]
                s = [x] + s[:3]
            taken += count
            last = x
        return f[0]
