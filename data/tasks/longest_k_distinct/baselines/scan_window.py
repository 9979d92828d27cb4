# Sliding window without a table: the number of distinct values in a[l..r] is kept, and
# whether a value enters or leaves the set is decided by searching the window at C speed
# with list.index(value, start, stop) (a[r] is new if it does not occur in a[l..r-1]; a[l]
# leaves the set if it does not occur in a[l+1..r]). A search stops at the first match, but
# a value that occurs once costs the whole window: O(n * w) time for windows of length w,
# O(1) extra space.
class Solution:
    def solve(self, a: List[int], k: int) -> int:
        n = len(a)
        best = l = distinct = 0
        for r in range(n):
            try:
                a.index(a[r], l, r)
            except ValueError:
                distinct += 1
            while distinct > k:
                try:
                    a.index(a[l], l + 1, r + 1)
                except ValueError:
                    distinct -= 1
                l += 1
            if r - l + 1 > best:
                best = r - l + 1
        return best
