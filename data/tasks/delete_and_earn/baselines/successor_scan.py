# The house-robber DP over the distinct values in increasing order (take/skip: best totals
# whose last distinct value is taken / not taken; a value adjacent to the previous one may
# only follow skip), walked by successor scans: per distinct value, min() over the values
# above the last one, then list.count for its copies (both scans run in C and keep nothing).
# O(n * distinct) = O(n^2) time, O(1) extra space.
class Solution:
    def solve(self, a: List[int]) -> int:
        take = skip = 0
        last = 0  # values are >= 1
        while True:
            v = min(filter(last.__lt__, a), default=0)
            if v == 0:
                break
            best = take if take > skip else skip
            take = v * a.count(v) + (skip if v == last + 1 else best)
            skip = best
            last = v
        return take if take > skip else skip
