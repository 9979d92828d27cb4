# Maxima of blocks of about sqrt(n) elements: search the rest of l's block, then the first
# block maximum reaching x, then that block; each search runs at C speed over a slice of at
# most a block (or over the block maxima): O(sqrt n) per query; O(sqrt n) extra space.
class Solution:
    def solve(self, a: List[int], queries: List[List[int]]) -> int:
        n = len(a)
        block = max(1, math.isqrt(n))
        maxima = [max(a[i:i + block]) for i in range(0, n, block)]
        compress, count = itertools.compress, itertools.count
        total = 0
        for l, x in queries:
            start = l - 1
            end = min(n, (start // block + 1) * block)
            found = next(compress(count(start), map(x.__le__, a[start:end])), -1)
            if found < 0 and end < n:
                b = next(compress(count(end // block), map(x.__le__, itertools.islice(maxima, end // block, None))), -1)
                if b >= 0:
                    found = next(compress(count(b * block), map(x.__le__, a[b * block:(b + 1) * block])))
            total += found + 1 if found >= 0 else n + 1
        return total
