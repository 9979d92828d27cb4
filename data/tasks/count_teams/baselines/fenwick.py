# A sorted copy of the values gives each value its rank (bisect); a Fenwick tree over ranks,
# filled from the left, counts the elements before a[j] that are smaller and not larger; the
# sorted copy counts all smaller and larger ones, so those after a[j] follow by subtraction.
# O(n log n) time, O(n) extra space (the copy and the tree).
from bisect import bisect_left, bisect_right


class Solution:
    def solve(self, a: List[int]) -> int:
        n = len(a)
        s = sorted(a)
        tree = [0] * (n + 1)
        teams = 0
        for j, v in enumerate(a):
            lo = bisect_left(s, v)
            hi = bisect_right(s, v, lo)
            less_before = 0
            k = lo
            while k:
                less_before += tree[k]
                k &= k - 1
            not_greater_before = 0
            k = hi
            while k:
                not_greater_before += tree[k]
                k &= k - 1
            greater_before = j - not_greater_before
            teams += (less_before * (n - hi - greater_before)
                      + greater_before * (lo - less_before))
            k = hi
            while k <= n:
                tree[k] += 1
                k += k & -k
        return teams
