# Sort a copy of b; for every a_i, bisect_left of a_i - d and check that the value found
# is at most a_i + d. O((n + m) log m) time, O(m) extra space.
class Solution:
    def solve(self, a: List[int], b: List[int], d: int) -> int:
        s = sorted(b)
        m = len(s)
        lonely = 0
        for x in a:
            p = bisect.bisect_left(s, x - d)
            if p == m or s[p] > x + d:
                lonely += 1
        return lonely
