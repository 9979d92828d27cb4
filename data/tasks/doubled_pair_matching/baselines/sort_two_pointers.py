# Sort a copy; match the smaller half in increasing order against the larger half (from
# rank ceil(n/2) on): each value of the larger half takes the smallest unmatched value of
# the smaller half if it is at least twice it. O(n log n) time, O(n) extra space.
class Solution:
    def solve(self, a: List[int]) -> int:
        s = sorted(a)
        n = len(s)
        half = n // 2
        i = 0
        for j in range(n - half, n):
            if i < half and 2 * s[i] <= s[j]:
                i += 1
        return i
