# Teams are runs of the sorted skills, and a team of six or more splits into two of three or
# more at no cost; so f(i) = min over k in {3, 4, 5} of f(i-k) + s_i - s_{i-k+1} over the
# sorted skills s, which needs only the last five skills and values. The sorted order is
# walked by successor scans: per distinct skill one scan finds the next larger skill and one
# counts its copies. O(n * distinct) = O(n^2) time, O(1) extra space.
from functools import partial
from operator import lt


class Solution:
    def minTotalSpread(self, a: List[int]) -> int:
        inf = 1 << 62
        f1, f2, f3, f4, f5 = 0, inf, inf, inf, inf  # f(i-1) .. f(i-5)
        s1 = s2 = s3 = s4 = 0                         # s_{i-1} .. s_{i-4}
        last = 0
        taken = 0
        n = len(a)
        while taken < n:
            x = min(filter(partial(lt, last), a))    # the smallest skill above last
            count = a.count(x)
            taken += count
            while count:
                # s_i = x: teams of 3, 4, 5 end here and start at s_{i-2}, s_{i-3}, s_{i-4}
                f0 = min(f3 + x - s2, f4 + x - s3, f5 + x - s4)
                f1, f2, f3, f4, f5 = f0, f1, f2, f3, f4
                s1, s2, s3, s4 = x, s1, s2, s3
                count -= 1
            last = x
        return f1
