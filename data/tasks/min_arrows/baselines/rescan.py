# The same greedy without sorting: the next arrow goes to the smallest right end among the
# balloons that start after the last arrow (every balloon starting at or before it is
# already burst), found by a scan of all n balloons. O(n * answer) = O(n^2) time, O(1)
# extra space.
class Solution:
    def solve(self, points: List[List[int]]) -> int:
        arrows = 0
        last = -(1 << 32)  # left of every balloon
        while True:
            nxt = min((x2 for x1, x2 in points if x1 > last), default=None)
            if nxt is None:
                return arrows
            arrows += 1
            last = nxt
