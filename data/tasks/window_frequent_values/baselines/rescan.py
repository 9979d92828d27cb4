# Each window's frequent values are counted at their t-th copy from the right: position j
# is that copy for the windows that hold j and its next t - 1 copies but not its t-th next
# copy. list.index finds those copies within the next k - 1 positions.
# O(n k) time, O(1) extra space.
class Solution:
    def solve(self, a: List[int], k: int, t: int) -> int:
        n = len(a)
        total = 0
        for j in range(n):
            v = a[j]
            horizon = j + k if j + k < n else n
            need = j
            stop = horizon
            p = j
            seen = 0
            while seen < t:
                try:
                    p = a.index(v, p + 1, horizon)
                except ValueError:
                    break
                seen += 1
                if seen == t - 1:
                    need = p
                if seen == t:
                    stop = p
            if seen < t - 1:
                continue
            lo = need - k + 1
            if lo < 0:
                lo = 0
            hi = min(j, n - k, stop - k)
            if hi >= lo:
                total += hi - lo + 1
        return total
