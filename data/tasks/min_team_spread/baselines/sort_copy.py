# Sort a copy of the skills, then run f(i) = min over k in {3, 4, 5} of
# f(i-k) + s_i - s_{i-k+1} (teams are runs of the sorted order; a team of six or more splits
# into two of three or more at no cost), keeping the last five values.
# O(n log n) time, O(n) extra space.
class Solution:
    def minTotalSpread(self, a: List[int]) -> int:
        inf = 1 << 62
        f1, f2, f3, f4, f5 = 0, inf, inf, inf, inf
        s1 = s2 = s3 = s4 = 0
        for x in sorted(a):
            f0 = min(f3 + x - s2, f4 + x - s3, f5 + x - s4)
            f1, f2, f3, f4, f5 = f0, f1, f2, f3, f4
            s1, s2, s3, s4 = x, s1, s2, s3
        return f1
