# Binary search on the answer j; each check walks s in windows of 64 positions: one scan of
# removable[0..j) (a filter over an islice: no copy) sets the bits of the window's deleted
# positions in one small int, then the greedy matches p over the window's letters whose bit
# is clear. A check costs (n / 64) j + n: O(n^2 log k) time, O(1) extra space.
from itertools import islice


class Solution:
    def solve(self, s: str, p: str, removable: List[int]) -> int:
        n, m = len(s), len(p)
        good, bad = 0, len(removable) + 1  # j = good keeps p a subsequence, j = bad does not
        while bad - good > 1:
            j = (good + bad) // 2
            at, want, base = 0, p[0], 0
            while base < n and at < m:
                end = min(n, base + 64)
                mask = 0
                for r in filter(range(base, end).__contains__, islice(removable, j)):
                    mask |= 1 << (r - base)
                for i in range(base, end):
                    if s[i] == want and not (mask >> (i - base)) & 1:
                        at += 1
                        if at == m:
                            break
                        want = p[at]
                base = end
            if at == m:
                good = j
            else:
                bad = j
        return good
