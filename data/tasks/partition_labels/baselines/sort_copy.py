# Positions sorted by (value, position): each value's run gives its span; each span's end is
# written at its start, then one sweep cuts where the running end meets the position.
# O(n log n) time, O(n) extra space.
class Solution:
    def maxPieces(self, a: List[int]) -> int:
        n = len(a)
        order = sorted(range(n), key=a.__getitem__)
        span_end = list(range(n))
        k = 0
        while k < n:
            first = order[k]
            v = a[first]
            l = k
            while l + 1 < n and a[order[l + 1]] == v:
                l += 1
            span_end[first] = order[l]
            k = l + 1
        pieces = 0
        end = -1
        for i, e in enumerate(span_end):
            if e > end:
                end = e
            if end == i:
                pieces += 1
        return pieces
