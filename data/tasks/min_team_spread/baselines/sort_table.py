# The same class as sort-copy in the form most often written: a sorted copy and the whole
# table f[0..n]. O(n log n) time, O(n) extra space.
class Solution:
    def minTotalSpread(self, a: List[int]) -> int:
        s = sorted(a)
        n = len(s)
        inf = float("inf")
        f = [inf] * (n + 1)
        f[0] = 0
        for i in range(3, n + 1):
            best = inf
            for k in range(3, min(5, i) + 1):
                cand = f[i - k] + s[i - 1] - s[i - k]
                if cand < best:
                    best = cand
            f[i] = best
        return int(f[n])
