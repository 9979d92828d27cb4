# The answer is n - odd (+1 if odd > 0), odd the number of symbols occurring an odd number
# of times. The symbols are visited in increasing order, B = max(256, sqrt n) occurrences
# at a time: one scan per batch collects the symbols above the last one counted into a list
# of at most 2B; when it fills, it is sorted and cut to its B smallest, and later symbols
# enter only below the B-th (the top). Every symbol below the final top has all its copies
# in the batch; the copies of the top wait for the next batch unless the batch holds
# nothing else (then countOf counts them). O(n sqrt n) time, O(sqrt n) extra space.
from bisect import bisect_left, bisect_right
from math import isqrt
from operator import countOf


class Solution:
    def longestPalindrome(self, s: List[int]) -> int:
        n = len(s)
        B = max(256, isqrt(n))
        last = -1
        odd = 0
        while True:
            buf = []
            cut = False
            top = 1 << 31
            for v in s:
                if last < v < top:
                    buf.append(v)
                    if len(buf) == 2 * B:
                        buf.sort()
                        del buf[B:]
                        cut = True
                        top = buf[-1]
            if not buf:
                break
            buf.sort()
            end = len(buf)
            if cut:
                del buf[B:]
                top = buf[-1]
                end = bisect_left(buf, top)
                if end == 0:  # B copies of one symbol or more: count them
                    odd += countOf(s, top) & 1
                    last = top
                    continue
            t = 0
            while t < end:
                u = bisect_right(buf, buf[t], t, end)
                odd += (u - t) & 1
                t = u
            if not cut:
                break
            last = buf[end - 1]
        return n - odd + (1 if odd else 0)
