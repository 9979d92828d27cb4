# a cut into blocks of B = max(560, sqrt n) values, each sorted into one buffer; one scan of
# b per block finds, for every b_j, the first block position p with x >= b_j - d
# (bisect_left) and keeps reach[p] = the largest b_j landing there (a reference to b's own
# value: nothing new is allocated). A block value at position i is close to some b_j
# exactly when x <= max(reach[0..i]) + d.
# O(n / B) scans of b, O(m log B) each: O(n sqrt n log n) time, O(sqrt n) extra space.
class Solution:
    def solve(self, a: List[int], b: List[int], d: int) -> int:
        n = len(a)
        cap = max(560, math.isqrt(n))
        lonely = 0
        for start in range(0, n, cap):
            buf = reach = None  # drop the old block before the next one is built
            buf = sorted(itertools.islice(a, start, start + cap))
            k = len(buf)
            reach = [None] * k
            for y in b:
                p = bisect.bisect_left(buf, y - d)
                if p < k:
                    r = reach[p]
                    if r is None or y > r:
                        reach[p] = y
            best = None
            for i in range(k):
                r = reach[i]
                if r is not None and (best is None or r > best):
                    best = r
                if best is None or buf[i] > best + d:
                    lonely += 1
        return lonely
