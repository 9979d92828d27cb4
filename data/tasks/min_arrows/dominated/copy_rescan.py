# Copies the balloons into tuples and runs the rescanning greedy on the copy: the next
# arrow is the smallest end among balloons starting after the last arrow. O(n^2) time like
# the rescan, plus an O(n) copy: dominated by every baseline.
class Solution:
    def solve(self, points: List[List[int]]) -> int:
        copy = [(x1, x2) for x1, x2 in points]
        arrows = 0
        last = -(1 << 32)  # left of every balloon
        while True:
            nxt = min((x2 for x1, x2 in copy if x1 > last), default=None)
            if nxt is None:
                return arrows
            arrows += 1
            last = nxt
