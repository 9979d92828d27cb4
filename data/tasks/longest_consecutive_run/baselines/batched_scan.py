# The run-length DP over the distinct values in increasing order, fed in batches: one scan
# keeps the B = max(384, sqrt n) smallest copies above the last value fed (a list of up to 2B,
# sorted and cut back to B when full; after a cut only values below its largest can enter),
# then the batch is sorted and fed, copies skipped. The list holds references to the input's
# own int objects. O(n / B) scans: O(n sqrt n) time, O(sqrt n) extra space.
class Solution:
    def solve(self, a: List[int]) -> int:
        cap = max(384, int(len(a) ** 0.5))
        full = 2 * cap
        buf = []
        last = -1  # values are >= 0
        run = best = 0
        while True:
            bound = 10**9 + 1
            for v in a:
                if last < v < bound:
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
                run = run + 1 if v == last + 1 else 1
                if run > best:
                    best = run
                last = v
            buf.clear()
