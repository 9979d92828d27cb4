# Greedy: every round Alice takes the largest pile left, you the second largest, Bob the
# smallest, so you get the 2nd, 4th, ..., (2m)-th largest of the 3m piles. The descending
# order is walked one distinct value at a time, each found (with its count) by a scan for
# the largest value below the previous one; a run of c equal values at descending ranks
# p+1 .. p+c adds the value once per even rank among them (up to 2m).
# O(n * distinct) = O(n^2) time, O(1) extra space.
class Solution:
    def solve(self, piles: List[int]) -> int:
        top = 2 * (len(piles) // 3)
        p = 0
        total = 0
        prev = 1 << 62
        while p < top:
            best = -1
            cnt = 0
            for v in piles:
                if v < prev:
                    if v > best:
                        best = v
                        cnt = 1
                    elif v == best:
                        cnt += 1
            hi = min(p + cnt, top)
            total += best * (hi // 2 - p // 2)
            p += cnt
            prev = best
        return total
