# Binary search on the answer d in [0, max - min]; each step counts the pairs with
# distance <= d block by block: a block of B = 10 * sqrt(n) consecutive positions is
# sorted into one list; its inner pairs are counted by two pointers over it, and its pairs
# with every earlier position by one scan of a[:start] with two bisects per element (the
# block's values in [v - d, v + d]). O(n sqrt n log n log W) time (W = max - min),
# O(sqrt n) extra space (the block).
class Solution:
    def solve(self, a: List[int], k: int) -> int:
        n = len(a)
        b = min(n, 10 * math.isqrt(n))
        islice = itertools.islice
        lo, hi = 0, max(a) - min(a)
        while lo < hi:
            d = (lo + hi) // 2
            count = 0
            for start in range(0, n, b):
                s = sorted(islice(a, start, start + b))
                i = 0
                j = 0
                for x in s:
                    low = x - d
                    while s[i] < low:
                        i += 1
                    count += j - i
                    j += 1
                for v in islice(a, 0, start):
                    count += bisect.bisect_right(s, v + d) - bisect.bisect_left(s, v - d)
                del s  # one block held at a time
            if count >= k:
                hi = d
            else:
                lo = d + 1
        return lo
