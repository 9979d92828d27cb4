# Expand around each of the 2n-1 centres (a letter, or the gap between two letters) while
# the ends match: O(n^2) time on a run of one letter, O(1) extra space.
class Solution:
    def solve(self, s: str) -> int:
        n, best = len(s), 0
        for centre in range(2 * n - 1):
            l = centre // 2
            r = l + centre % 2
            while l >= 0 and r < n and s[l] == s[r]:
                l -= 1
                r += 1
            if r - l - 1 > best:
                best = r - l - 1
        return best
