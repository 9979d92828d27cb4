# The degree table as a collections.Counter of the parent entries (the children), the other
# common form of the O(n) class: a dict of up to n keys weighs several times the list, so it
# sets the O(n) column's memory limit, and its time sets row 3's. O(n) time, O(n) space.
from collections import Counter


class Solution:
    def solve(self, parent: List[int]) -> int:
        children = Counter(parent)
        best = 0
        for v, p in enumerate(parent):
            d = children.get(v, 0) + (p >= 0)
            if d > best:
                best = d
        return best
