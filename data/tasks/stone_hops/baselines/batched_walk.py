# The greedy, read along the sorted positions: keep the farthest position within d of the
# current stone; the first position beyond reach forces a hop to it. The sorted order comes
# through a buffer of the next B = max(256, sqrt n) positions: one scan collects the values
# above the last one read into a list of at most 2B, sorted and cut back to the B smallest
# whenever it fills (later values must then be below its largest), and the buffer is read in
# order. O(n / B) scans of O(n): O(n sqrt n) time, O(sqrt n) extra space.


def refill(a: List[int], last: int, cap: int) -> List[int]:
    buf = []
    top = None
    for v in a:
        if v > last and (top is None or v < top):
            buf.append(v)
            if len(buf) == 2 * cap:
                buf.sort()
                del buf[cap:]
                top = buf[-1]
    buf.sort()
    del buf[cap:]
    return buf


class Solution:
    def solve(self, stones: List[int], d: int) -> int:
        n = len(stones)
        cap = max(256, int(n ** 0.5))
        buf = refill(stones, -1, cap)
        cur = cand = buf[0]
        hops = 0
        pos = 0
        while True:
            if pos == len(buf):
                buf = refill(stones, buf[-1], cap)
                pos = 0
                if not buf:
                    break
            v = buf[pos]
            pos += 1
            if v > cur + d:
                if cand == cur:
                    return -1
                cur = cand
                hops += 1
                if v > cur + d:
                    return -1
            cand = v
        if cand != cur:
            hops += 1
        return hops
