# Sort a copy of the positions, then binary search on the answer d with the greedy check
# over the sorted copy. O(n log n + n log V) time, O(n) extra space.
class Solution:
    def solve(self, x: List[int], c: int) -> int:
        s = sorted(x)
        good, bad = 1, (s[-1] - s[0]) // (c - 1) + 1
        while bad - good > 1:
            d = (good + bad) // 2
            placed, nxt = 1, s[0] + d
            for v in s:
                if v >= nxt:
                    placed += 1
                    if placed == c:
                        break
                    nxt = v + d
            if placed >= c:
                good = d
            else:
                bad = d
        return good
