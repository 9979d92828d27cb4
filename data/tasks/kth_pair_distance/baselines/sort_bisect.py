# Sort a copy; binary search on the answer d in [0, max - min], counting the pairs with
# distance <= d by one bisect_left per right end j (the left ends i < j with
# s[j] - s[i] <= d start at the first value >= s[j] - d). The other common form of the
# fast class: O(n log n log W) time (W = max - min), O(n) extra space (the sorted copy).
class Solution:
    def solve(self, a: List[int], k: int) -> int:
        s = sorted(a)
        bisect_left = bisect.bisect_left
        lo, hi = 0, s[-1] - s[0]
        while lo < hi:
            d = (lo + hi) // 2
            count = 0
            j = 0
            for x in s:
                count += j - bisect_left(s, x - d, 0, j)
                j += 1
            if count >= k:
                hi = d
            else:
                lo = d + 1
        return lo
