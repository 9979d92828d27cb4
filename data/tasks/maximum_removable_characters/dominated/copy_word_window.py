# The word-window search run on copies of s and removable: O(n^2 log k) time and O(n) extra
# space, dominated by the word window (same time, less space) and by the rank table.
class Solution:
    def solve(self, s: str, p: str, removable: List[int]) -> int:
        r = list(removable)
        s = list(s)
        n, m = len(s), len(p)
        good, bad = 0, len(r) + 1
        while bad - good > 1:
            j = (good + bad) // 2
            at, base = 0, 0
            while base < n and at < m:
                end = min(n, base + 64)
                mask = 0
                for x in r[:j]:
                    if base <= x < end:
                        mask |= 1 << (x - base)
                for i in range(base, end):
                    if at < m and s[i] == p[at] and not (mask >> (i - base)) & 1:
                        at += 1
                base = end
            if at == m:
                good = j
            else:
                bad = j
        return good
