# The rescan greedy on a copy of the array: O(n^2) time and O(n) extra space, dominated by
# the rescan (same time, O(1) space) and by the dict (O(n) time, same space).
class Solution:
    def maxPieces(self, a: List[int]) -> int:
        b = list(a)
        find = b.index
        pieces = 0
        end = -1
        for i, v in enumerate(b):
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
