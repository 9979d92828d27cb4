# Manacher's algorithm over the 2n+1 positions of s with a separator before, between and
# after its letters (odd positions are letters): radius[i] is the length of the longest
# palindrome of s centred there, computed in O(n); s[l..r] is a palindrome when the radius
# at its centre l + r + 1 reaches its length. One list of 2n+1 radii: O(n) extra space.
class Solution:
    def solve(self, s: str, queries: List[List[int]]) -> int:
        m = 2 * len(s) + 1
        radius = [0] * m
        centre = right = 0
        for i in range(m):
            r = min(radius[2 * centre - i], right - i) if i < right else i % 2
            # the positions i-r and i+r are separators or letters already matched
            while i - r >= 2 and i + r + 2 < m and s[(i - r - 1) // 2] == s[(i + r + 1) // 2]:
                r += 2
            radius[i] = r
            if i + r > right:
                centre, right = i, i + r
        count = 0
        for l, r in queries:
            if radius[l + r + 1] >= r - l + 1:
                count += 1
        return count
