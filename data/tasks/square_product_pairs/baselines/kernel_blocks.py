# Values in blocks of B = max(384, 4 sqrt n): the block's square-free kernels, sorted,
# count the pairs inside the block by runs; one scan of the later values recomputes each
# one's kernel and counts its equals in the block by bisection.
# O((n / B + 1) n sqrt V) time, O(sqrt n) extra space.
from bisect import bisect_left, bisect_right


def kernel(x):
    k = 1
    d = 2
    while d * d <= x:
        if x % d == 0:
            odd = 0
            while x % d == 0:
                x //= d
                odd ^= 1
            if odd:
                k *= d
        d += 1
    return k * x


class Solution:
    def solve(self, a: List[int]) -> int:
        n = len(a)
        cap = max(384, int(4 * n ** 0.5))
        count = 0
        for start in range(0, n, cap):
            block = [kernel(a[i]) for i in range(start, min(n, start + cap))]
            block.sort()
            ln = len(block)
            i = 0
            while i < ln:
                j = bisect_right(block, block[i], i)
                c = j - i
                count += c * (c - 1) // 2
                i = j
            for j in range(start + ln, n):
                k = kernel(a[j])
                lo = bisect_left(block, k)
                if lo < ln and block[lo] == k:
                    count += bisect_right(block, k, lo) - lo
        return count
