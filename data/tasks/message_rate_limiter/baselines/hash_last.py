# The usual rate limiter: a dict from key to its last printed time.
# O(n) expected time, O(n) extra space.
class Solution:
    def solve(self, times: List[int], ids: List[int], d: int) -> int:
        last = {}
        total = 0
        for i, key in enumerate(ids):
            t = times[i]
            p = last.get(key)
            if p is None or t - p >= d:
                last[key] = t
                total += i + 1
        return total
