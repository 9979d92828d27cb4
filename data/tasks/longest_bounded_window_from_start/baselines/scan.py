# A scan per query: extend the window from the start, keeping its minimum and maximum,
# until the next value would make them differ by more than d. O(window length) per query,
# O(n) in the worst case; O(1) extra space.
class Solution:
    def solve(self, a: List[int], d: int, starts: List[int]) -> int:
        n = len(a)
        total = 0
        for l in starts:
            lo = hi = a[l]
            r = l + 1
            while r < n:
                v = a[r]
                if v < lo:
                    if hi - v > d:
                        break
                    lo = v
                elif v > hi:
                    if v - lo > d:
                        break
                    hi = v
                r += 1
            total += r - l
        return total
