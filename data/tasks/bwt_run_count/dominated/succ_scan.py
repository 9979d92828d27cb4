# The successor scan that first stores every suffix's successor in a list, then counts:
# O(n^2 lcp) time, O(n) extra space.
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

        succ = [-1] * (n + 1)
        for i in range(n + 1):
            best = -1
            for j in range(n + 1):
                if less(i, j) and (best < 0 or less(j, best)):
                    best = j
            succ[i] = best
        changes = 0
        for i in range(n + 1):
            c = succ[i]
            if c >= 0 and (s[i - 1] if i else "$") != (s[c - 1] if c else "$"):
                changes += 1
        return changes + 1
