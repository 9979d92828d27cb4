# The same half-against-half greedy without a sorted copy. It needs the values only: each
# half keeps its current value and how many copies of it it has taken; the next distinct
# value is one scan (min over the values above the current one, at C speed) and its count
# another. The larger half starts at the value of rank ceil(n/2), found by a binary search
# on values with one counting scan per step. O(n^2) time, O(1) extra space.
class Solution:
    def solve(self, a: List[int]) -> int:
        n = len(a)
        half = n // 2
        if half == 0:
            return 0
        rank = n - half
        lo, hi = min(a), max(a)
        while lo < hi:  # the smallest value v with more than `rank` values <= v
            mid = (lo + hi) // 2
            if sum(map(mid.__ge__, a)) > rank:
                hi = mid
            else:
                lo = mid + 1
        high = lo
        high_count = a.count(high)
        high_taken = rank - sum(map(high.__gt__, a)) + 1  # copies of `high` up to rank
        low = min(a)
        low_count, low_taken = a.count(low), 1
        i = 0
        for j in range(half):
            if j > 0:
                if high_taken < high_count:
                    high_taken += 1
                else:
                    high = min(filter(high.__lt__, a))
                    high_count, high_taken = a.count(high), 1
            if 2 * low <= high:
                i += 1
                if i == half:
                    break
                if low_taken < low_count:
                    low_taken += 1
                else:
                    low = min(filter(low.__lt__, a))
                    low_count, low_taken = a.count(low), 1
        return i
