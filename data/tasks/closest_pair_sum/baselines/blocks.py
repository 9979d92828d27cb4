# Blocks of B = max(640, ceil(sqrt n)) consecutive positions, copied into a buffer and sorted
# in place: the pairs inside a block are met by two pointers over the buffer, and every later
# position k bisects target - a[k] in it (the partners closest to it are the value found and
# the one before). Each pair i < j is met once, in the block of i, and no position is paired
# with itself. O((n / B + 1) n log B) time, O(sqrt n) extra space (the buffer, a list of B
# references allocated at its full size, and its sort's merge space).
from bisect import bisect_left
from math import isqrt


class Solution:
    def solve(self, a: List[int], target: int) -> int:
        n = len(a)
        s = max(640, isqrt(n - 1) + 1)
        pad = 1 << 62  # above every value: fills the last block's unused tail
        best = abs(a[0] + a[1] - target)
        block = [pad] * s
        for start in range(0, n, s):
            size = min(s, n - start)
            for t in range(size):
                block[t] = a[start + t]
            for t in range(size, s):
                block[t] = pad
            block.sort()
            i, j = 0, size - 1
            while i < j:
                d = block[i] + block[j] - target
                if d < 0:
                    if -d < best:
                        best = -d
                    i += 1
                elif d > 0:
                    if d < best:
                        best = d
                    j -= 1
                else:
                    return 0
            for k in range(start + size, n):
                want = target - a[k]
                p = bisect_left(block, want, 0, size)
                if p < size and block[p] - want < best:
                    best = block[p] - want
                if p and want - block[p - 1] < best:
                    best = want - block[p - 1]
            if best == 0:
                break
        return best
