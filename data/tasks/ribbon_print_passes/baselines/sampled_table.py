# A sampled next-occurrence table in an array('i'): at every B-th position k*B (B = 8 sqrt
# n) the first position >= k*B of each of the 64 codes (n when none), built by one backward
# scan. The next c from pos: list.index up to the next sample; if c is not there, the
# sample's entry; if that says none, a new pass starts at sample 0's entry (none: -1).
# O(n + m B) time, O(64 n / B) = O(sqrt n) extra space.
from array import array


class Solution:
    def solve(self, ribbon: List[int], message: List[int]) -> int:
        n = len(ribbon)
        B = max(64, 8 * int(n ** 0.5))
        samples = (n + B - 1) // B + 1
        table = array('i', [n]) * (samples * 64)
        cur = array('i', [n]) * 64
        for k in range(samples - 2, -1, -1):
            lo = k * B
            for i in range(min(lo + B, n) - 1, lo - 1, -1):
                cur[ribbon[i]] = i
            table[k * 64:k * 64 + 64] = cur
        find = ribbon.index
        pos = 0
        passes = 1
        for c in message:
            k = (pos + B - 1) // B
            stop = k * B
            try:
                pos = find(c, pos, stop) + 1
                continue
            except ValueError:
                pass
            i = table[k * 64 + c]
            if i >= n:
                passes += 1
                i = table[c]
                if i >= n:
                    return -1
            pos = i + 1
        return passes
