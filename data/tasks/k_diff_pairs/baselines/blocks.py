# The array cut into blocks of B = max(400, sqrt n) positions. A block's values are sorted
# into one buffer and deduplicated, with a flag byte per distinct value (bytearray); one
# scan of the array with bisect kills the values seen before the block and finds the
# partners: v + k anywhere (k > 0), or another copy inside or after the block (k = 0).
# O(n / B) blocks, O(n log B) each: O(n sqrt n log n) time, O(sqrt n) extra space.
class Solution:
    def solve(self, a: List[int], k: int) -> int:
        n = len(a)
        cap = max(400, math.isqrt(n))
        bisect_left = bisect.bisect_left
        count = 0
        for start in range(0, n, cap):
            end = min(n, start + cap)
            buf = None  # drop the old buffer before the next one is built
            buf = sorted(itertools.islice(a, start, end))
            state = bytearray(len(buf))  # bit 0: dead, bit 1: found
            m = 0
            for t in range(len(buf)):
                if m > 0 and buf[m - 1] == buf[t]:
                    if k == 0:
                        state[m - 1] |= 2  # a second copy inside the block
                else:
                    buf[m] = buf[t]
                    m += 1
            del buf[m:]
            for j, v in enumerate(a):
                if j < start:
                    i = bisect_left(buf, v)
                    if i < m and buf[i] == v:
                        state[i] |= 1
                if k > 0 or j >= end:
                    need = v - k
                    i = bisect_left(buf, need)
                    if i < m and buf[i] == need:
                        state[i] |= 2
            count += state[:m].count(2)
        return count
