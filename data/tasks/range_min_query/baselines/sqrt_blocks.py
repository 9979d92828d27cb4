# Minima of blocks of about sqrt(n) elements: a query takes min() over at most two partial
# blocks (slices of under a block) and over the slice of block minima between them, at C
# speed: O(sqrt n) per query; O(sqrt n) extra space.
class Solution:
    def solve(self, a: List[int], queries: List[List[int]]) -> int:
        n = len(a)
        block = max(1, math.isqrt(n))
        mins = [min(a[i:i + block]) for i in range(0, n, block)]
        total = 0
        for l, r in queries:
            l -= 1  # the half-open range a[l:r]
            lb, rb = l // block, (r - 1) // block
            if lb == rb:
                total += min(a[l:r])
            else:
                best = min(a[l:(lb + 1) * block])
                if lb + 1 < rb:
                    m = min(mins[lb + 1:rb])
                    if m < best:
                        best = m
                m = min(a[rb * block:r])
                total += m if m < best else best
        return total
