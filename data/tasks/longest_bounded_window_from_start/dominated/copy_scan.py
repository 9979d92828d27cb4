# The array copied first, then a scan per query: the scan's O(n) per query with an O(n)
# copy. Correct, and dominated by both the scan and the tables.
class Solution:
    def solve(self, a: List[int], d: int, starts: List[int]) -> int:
        b = list(a)
        n = len(b)
        total = 0
        for l in starts:
            lo = hi = b[l]
            r = l + 1
            while r < n:
                v = b[r]
                lo = min(lo, v)
                hi = max(hi, v)
                if hi - lo > d:
                    break
                r += 1
            total += r - l
        return total
