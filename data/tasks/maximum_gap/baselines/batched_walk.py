# The successor walk in batches: one scan keeps the B = max(384, sqrt n) smallest copies above
# the last value emitted (a list of up to 2B, sorted and cut back to B when full; after a cut
# only values below its largest can enter), then the batch is sorted and emitted in order,
# copies skipped, tracking the largest difference of successive distinct values. The list
# holds references to the input's own int objects. O(n / B) scans: O(n sqrt n) time,
# O(sqrt n) extra space.
class Solution:
    def solve(self, a: List[int]) -> int:
        cap = max(384, int(len(a) ** 0.5))
        full = 2 * cap
        buf = []
        last = None
        best = 0
        low = -(10**9) - 1  # below every value
        while True:
            bound = 10**9 + 1
            for v in a:
                if low < v < bound:
                    buf.append(v)
                    if len(buf) == full:
                        buf.sort()
                        del buf[cap:]
                        bound = buf[-1]
            if not buf:
                return best
            buf.sort()
            del buf[cap:]
            for v in buf:
                if v == last:
                    continue
                if last is not None and v - last > best:
                    best = v - last
                last = v
            low = last
            buf.clear()
