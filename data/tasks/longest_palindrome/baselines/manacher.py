# Manacher's algorithm over the 2n+1 positions of s with a separator before, between and
# after its letters (odd positions are letters): radius[i] is the length of the longest
# palindrome of s centred there, and a palindrome reaching furthest right bounds the radii
# inside it by their mirror images, so every letter is compared O(1) times: O(n) time,
# one list of 2n+1 radii, O(n) extra space.
class Solution:
    def solve(self, s: str) -> int:
        m = 2 * len(s) + 1
        radius = [0] * m
        best = centre = right = 0
        for i in range(m):
            r = min(radius[2 * centre - i], right - i) if i < right else i % 2
            # the positions i-r and i+r are separators; the next pair out are letters
            while i - r >= 2 and i + r + 2 < m and s[(i - r - 1) // 2] == s[(i + r + 1) // 2]:
                r += 2
            radius[i] = r
            if i + r > right:
                centre, right = i, i + r
            if r > best:
                best = r
        return best
