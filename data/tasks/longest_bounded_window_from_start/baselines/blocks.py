# Blocks of K = sqrt(n) values, each with its minimum and maximum. A query extends its
# window value by value to the end of its first block, then by whole blocks while the
# block's extremes keep the spread within d, then value by value inside the block that
# breaks it. O(n) to build, O(sqrt n) per query; O(sqrt n) extra space.
class Solution:
    def solve(self, a: List[int], d: int, starts: List[int]) -> int:
        n = len(a)
        k = max(1, math.isqrt(n))
        blocks = (n + k - 1) // k
        bmin = [0] * blocks
        bmax = [0] * blocks
        for b in range(blocks):
            lo = hi = a[b * k]
            for i in range(b * k + 1, min(n, b * k + k)):
                v = a[i]
                if v < lo:
                    lo = v
                elif v > hi:
                    hi = v
            bmin[b] = lo
            bmax[b] = hi

        def extend(lo: int, hi: int, r: int, stop: int) -> tuple:
            # value by value from r to stop; returns (lo, hi, r, broken)
            while r < stop:
                v = a[r]
                if v < lo:
                    if hi - v > d:
                        return lo, hi, r, True
                    lo = v
                elif v > hi:
                    if v - lo > d:
                        return lo, hi, r, True
                    hi = v
                r += 1
            return lo, hi, r, False

        total = 0
        for l in starts:
            lo, hi, r, broken = extend(a[l], a[l], l + 1, min(n, (l // k + 1) * k))
            if not broken and r < n:  # r is the first index of the next block
                b = r // k
                while b < blocks:
                    nlo = bmin[b] if bmin[b] < lo else lo
                    nhi = bmax[b] if bmax[b] > hi else hi
                    if nhi - nlo > d:
                        break
                    lo, hi = nlo, nhi
                    b += 1
                lo, hi, r, broken = extend(lo, hi, min(n, b * k), min(n, b * k + k))
            total += r - l
        return total
