# The partition-labels greedy: grow the piece's end to the last occurrence of each value met
# and cut when the sweep reaches it. The last occurrence beyond the current end is found by
# repeated list.index searches from just past the end (each hit moves the end there), so each
# position costs one pass over the rest of the array: O(n^2) time, O(1) extra space.
class Solution:
    def maxPieces(self, a: List[int]) -> int:
        find = a.index
        pieces = 0
        end = -1
        for i, v in enumerate(a):
            if end < i:
                end = i
            while True:
                try:
                    end = find(v, end + 1)
                except ValueError:
                    break
            if end == i:
                pieces += 1
        return pieces
