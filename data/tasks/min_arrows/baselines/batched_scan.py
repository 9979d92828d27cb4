# The same greedy, walking the balloons in order of right end through a buffer of
# B = max(384, sqrt n) of them: one scan keeps references to the balloons that start after
# the last arrow and end below the buffer's bound, cutting the buffer back to its B smallest
# ends whenever it holds 2B; the buffer is then walked in order like the sorted copy. A
# balloon left out ends at or after every buffered one, so it is burst by the last arrow or
# found by the next scan. Each scan consumes B balloons: O(n / B) scans of O(n),
# O(n sqrt n) time, O(sqrt n) extra space (references to the input's own balloons).
class Solution:
    def solve(self, points: List[List[int]]) -> int:
        cap = max(384, int(len(points) ** 0.5))
        by_end = operator.itemgetter(1)
        arrows = 0
        last = -(1 << 32)  # left of every balloon
        while True:
            buf = []
            top = 1 << 32  # above every end until the buffer is first cut
            for p in points:
                if p[0] > last and p[1] < top:
                    buf.append(p)
                    if len(buf) == 2 * cap:
                        buf.sort(key=by_end)
                        del buf[cap:]
                        top = buf[-1][1]
            if not buf:
                return arrows
            buf.sort(key=by_end)
            for x1, x2 in buf:
                if x1 > last:
                    arrows += 1
                    last = x2
