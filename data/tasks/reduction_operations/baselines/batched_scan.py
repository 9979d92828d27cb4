# The sum over the distinct values in increasing order of (rank) x (copies), fed in batches.
# One scan per batch keeps the B = max(380, sqrt n) smallest copies above the last value fed
# in a list of at most 2B references (sorted and cut back to B when it fills, after which
# only values below the kept largest enter). Values below the batch's largest are then
# complete and are fed; the largest may have copies left out, so it waits for the next batch
# (when it fills the whole batch, list.count finds its copies). O(n / B) scans of O(n):
# O(n sqrt n) time, O(sqrt n) extra space.
class Solution:
    def solve(self, a: List[int]) -> int:
        cap = max(380, int(len(a) ** 0.5))
        total = 0
        rank = 0
        last = 0  # values are >= 1
        while True:
            buf = []
            bound = 1 << 31  # once cut back, only values below the kept largest enter
            for v in a:
                if last < v < bound:
                    buf.append(v)
                    if len(buf) == 2 * cap:
                        buf.sort()
                        del buf[cap:]
                        bound = buf[-1] + 1
            if not buf:
                break
            buf.sort()
            full = len(buf) >= cap
            if full:
                del buf[cap:]
            top = buf[-1]
            if full and buf[0] == top:
                total += rank * a.count(top)
                rank += 1
                last = top
                continue
            i, m = 0, len(buf)
            while i < m:
                v = buf[i]
                if full and v == top:
                    break
                j = i + 1
                while j < m and buf[j] == v:
                    j += 1
                total += rank * (j - i)
                rank += 1
                last = v
                i = j
            if not full:
                break
        return total
