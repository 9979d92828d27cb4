# Sort a copy; binary search on the answer d in [0, max - min], counting the pairs with
# distance <= d in one two-pointer pass over the sorted copy (for each right end j, the
# left ends i with s[j] - s[i] <= d form a window that only moves right).
# O(n log n + n log W) time (W = max - min), O(n) extra space (the sorted copy).
class Solution:
    def solve(self, a: List[int], k: int) -> int:
        s = sorted(a)
        lo, hi = 0, s[-1] - s[0]
        while lo < hi:
            d = (lo + hi) // 2
            count = 0
            i = 0
            j = 0
            for x in s:
                low = x - d
                while s[i] < low:
                    i += 1
                count += j - i
                j += 1
            if count >= k:
                hi = d
            else:
                lo = d + 1
        return lo
