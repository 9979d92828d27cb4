# Binary search on the answer d in [0, max - min]; each step counts the pairs i < j with
# |a_i - a_j| <= d by testing, for every i, the values after it for membership in the
# range [a_i - d, a_i + d] at C speed (map over range.__contains__ and islice). The answer
# is the least d whose count reaches k. O(n^2 log W) time (W = max - min), O(1) extra space.
class Solution:
    def solve(self, a: List[int], k: int) -> int:
        islice = itertools.islice
        lo, hi = 0, max(a) - min(a)
        while lo < hi:
            d = (lo + hi) // 2
            count = 0
            i = 1
            for v in a:
                count += sum(map(range(v - d, v + d + 1).__contains__, islice(a, i, None)))
                i += 1
            if count >= k:
                hi = d
            else:
                lo = d + 1
        return lo
