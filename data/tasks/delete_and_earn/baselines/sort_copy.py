# Sort a copy of the values, then the house-robber DP over its runs of equal values
# (take/skip: best totals whose last distinct value is taken / not taken).
# O(n log n) time, O(n) extra space.
class Solution:
    def solve(self, a: List[int]) -> int:
        b = sorted(a)
        take = skip = 0
        last = 0
        i, n = 0, len(b)
        while i < n:
            v = b[i]
            j = i + 1
            while j < n and b[j] == v:
                j += 1
            best = take if take > skip else skip
            take = v * (j - i) + (skip if v == last + 1 else best)
            skip = best
            last = v
            i = j
        return take if take > skip else skip
