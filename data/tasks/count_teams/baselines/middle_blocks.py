# Middles in blocks of B = max(192, sqrt n) positions; the block's distinct values sorted
# in an int array d[0..m) (a sentinel above 10^9 after them). One pass over the elements
# outside the block bisects each value x among them: p = #{d < x}, q = p + [d[p] == x] = #{d <= x}.
# Histograms of q and p (int arrays), over the elements before the block and over all
# outside it, summed into prefix counts, give for a middle of value d[r]: smaller before =
# #{before: q <= r}, larger before = #{before: p > r}, and the same over all outside
# elements, hence after the block by subtraction; pairs inside the block are counted by a
# direct scan of it. O((n / B + 1) n log B + n B) time, O(sqrt n) extra space.
from array import array
from bisect import bisect_left
from itertools import islice


class Solution:
    def solve(self, a: List[int]) -> int:
        n = len(a)
        cap = max(192, int(n ** 0.5))
        zero = bytes(4 * (cap + 1))
        q_before, p_before = array('i', zero), array('i', zero)
        q_all, p_all = array('i', zero), array('i', zero)
        del zero
        teams = 0
        for start in range(0, n, cap):
            stop = min(n, start + cap)
            d = None
            d = array('i', sorted(islice(a, start, stop)))
            m = 1
            for k in range(1, stop - start):
                if d[k] != d[m - 1]:
                    d[m] = d[k]
                    m += 1
            del d[m:]
            d.append(2147483647)
            for r in range(m + 1):
                q_before[r] = p_before[r] = 0
            for x in islice(a, start):
                p = bisect_left(d, x, 0, m)
                p_before[p] += 1
                if d[p] == x:
                    q_before[p + 1] += 1
                else:
                    q_before[p] += 1
            for r in range(m + 1):
                q_all[r] = q_before[r]
                p_all[r] = p_before[r]
            for x in islice(a, stop, n):
                p = bisect_left(d, x, 0, m)
                p_all[p] += 1
                if d[p] == x:
                    q_all[p + 1] += 1
                else:
                    q_all[p] += 1
            for r in range(1, m + 1):
                q_before[r] += q_before[r - 1]
                p_before[r] += p_before[r - 1]
                q_all[r] += q_all[r - 1]
                p_all[r] += p_all[r - 1]
            outside = n - (stop - start)
            for t in range(start, stop):
                v = a[t]
                r = bisect_left(d, v, 0, m)
                less_before = q_before[r]
                greater_before = start - p_before[r]
                less_after = q_all[r] - less_before
                greater_after = outside - p_all[r] - greater_before
                for u in range(start, t):
                    x = a[u]
                    if x < v:
                        less_before += 1
                    elif x > v:
                        greater_before += 1
                for u in range(t + 1, stop):
                    x = a[u]
                    if x < v:
                        less_after += 1
                    elif x > v:
                        greater_after += 1
                teams += less_before * greater_after + greater_before * less_after
        return teams
