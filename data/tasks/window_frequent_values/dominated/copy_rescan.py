# The rescan over a copy of the list: O(n k) time, O(n) extra space.
class Solution:
    def solve(self, a: List[int], k: int, t: int) -> int:
        b = list(a)
        n = len(b)
        total = 0
        for j in range(n):
            v = b[j]
            horizon = j + k if j + k < n else n
            need = j
            stop = horizon
            p = j
            seen = 0
            while seen < t:
                try:
                    p = b.index(v, p + 1, horizon)
                except ValueError:
                    break
                seen += 1
                if seen == t - 1:
                    need = p
                if seen == t:
                    stop = p
            if seen < t - 1:
                continue
            lo = max(0, need - k + 1)
            hi = min(j, n - k, stop - k)
            if hi >= lo:
                total += hi - lo + 1
        return total
