# Binary search on the answer j; each check walks s in windows of W = max(4096, 8 sqrt n)
# positions: one scan of removable[0..j) (a filter over an islice: no copy) flags the
# window's deleted positions in a bytearray of W, then the greedy matches p over the
# window's letters not flagged. A check costs (n / W) j + n: O(n sqrt n log k) time at
# most, O(sqrt n) extra space.
from itertools import islice
from math import isqrt


class Solution:
    def solve(self, s: str, p: str, removable: List[int]) -> int:
        n, m = len(s), len(p)
        w = max(4096, 8 * isqrt(n))
        good, bad = 0, len(removable) + 1  # j = good keeps p a subsequence, j = bad does not
        while bad - good > 1:
            j = (good + bad) // 2
            at, want, base = 0, p[0], 0
            while base < n and at < m:
                end = min(n, base + w)
                dead = bytearray(w)
                for r in filter(range(base, end).__contains__, islice(removable, j)):
                    dead[r - base] = 1
                for i in range(base, end):
                    if s[i] == want and not dead[i - base]:
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
