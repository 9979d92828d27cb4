# The usual partition-labels solution: a dict from each value to its last index, then the
# greedy sweep (grow the piece's end to the last occurrence of each value met, cut when the
# sweep reaches it). O(n) expected time, O(n) extra space.
class Solution:
    def maxPieces(self, a: List[int]) -> int:
        last = {v: i for i, v in enumerate(a)}
        pieces = 0
        end = 0
        for i, v in enumerate(a):
            if last[v] > end:
                end = last[v]
            if end == i:
                pieces += 1
        return pieces
