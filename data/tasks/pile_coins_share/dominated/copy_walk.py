# The walk by distinct value over a copy of the list: O(n^2) time, O(n) extra space.
class Solution:
    def solve(self, piles: List[int]) -> int:
        c = list(piles)
        top = 2 * (len(c) // 3)
        p = 0
        total = 0
        prev = 1 << 62
        while p < top:
            best = -1
            cnt = 0
            for v in c:
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
