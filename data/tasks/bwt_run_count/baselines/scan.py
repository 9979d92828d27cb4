# For every suffix i of s$ (i = 0..n), a scan over all suffixes finds its successor in
# sorted order; r = 1 + the number of suffixes whose BWT letter (the letter before it, '$'
# before suffix 0) differs from their successor's. Suffixes compare 16 letters at a time
# (slices of at most 16 letters: O(1) space); a slice cut short by the end of the string is
# a prefix of the other, and Python orders a prefix first, as the sentinel requires.
# O(n^2 lcp) time, O(1) extra space.
class Solution:
    def solve(self, s: str) -> int:
        n = len(s)

        def less(i: int, j: int) -> bool:
            while True:
                a = s[i:i + 16]
                b = s[j:j + 16]
                if a != b:
                    return a < b
                if len(a) < 16:
                    return False
                i += 16
                j += 16

        changes = 0
        for i in range(n + 1):
            best = -1
            for j in range(n + 1):
                if less(i, j) and (best < 0 or less(j, best)):
                    best = j
            if best >= 0:
                a = s[i - 1] if i else "$"
                b = s[best - 1] if best else "$"
                if a != b:
                    changes += 1
        return changes + 1
