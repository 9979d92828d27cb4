# Sort a copy and pair the two ends moving inwards: the heaviest pair is the answer.
# O(n log n) time, O(n) extra space.
class Solution:
    def solve(self, a: List[int]) -> int:
        s = sorted(a)
        best = 0
        i, j = 0, len(s) - 1
        while i < j:
            if s[i] + s[j] > best:
                best = s[i] + s[j]
            i += 1
            j -= 1
        return best
