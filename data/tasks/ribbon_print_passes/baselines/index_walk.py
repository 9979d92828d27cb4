# The greedy printer by list.index from the head (a C loop over the ribbon, no copy); a
# ValueError means a new pass, a second one an absent code. O(n m) time, O(1) extra space.
class Solution:
    def solve(self, ribbon: List[int], message: List[int]) -> int:
        pos = 0
        passes = 1
        find = ribbon.index
        for c in message:
            try:
                pos = find(c, pos) + 1
            except ValueError:
                passes += 1
                try:
                    pos = find(c) + 1
                except ValueError:
                    return -1
        return passes
