# The suffix array by sorting the n + 1 start positions with a suffix comparison (16
# letters at a time) through functools.cmp_to_key, then one pass counts the places where
# the BWT letter changes. O(n log n lcp) time, O(n) extra space.
from functools import cmp_to_key


class Solution:
    def solve(self, s: str) -> int:
        n = len(s)

        def cmp(i: int, j: int) -> int:
            while True:
                a = s[i:i + 16]
                b = s[j:j + 16]
                if a != b:
                    return -1 if a < b else 1
                if len(a) < 16:
                    return 0
                i += 16
                j += 16

        sa = sorted(range(n + 1), key=cmp_to_key(cmp))
        runs = 1
        prev = s[sa[0] - 1] if sa[0] else "$"
        for k in range(1, n + 1):
            i = sa[k]
            c = s[i - 1] if i else "$"
            if c != prev:
                runs += 1
            prev = c
        return runs
