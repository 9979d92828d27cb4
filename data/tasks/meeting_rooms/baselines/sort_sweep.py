# Sweep over sorted copies of the start and end times: a meeting that starts before the
# earliest end not yet passed needs a new room, otherwise it reuses the room that end frees
# (at equal times the end comes first: half-open intervals). O(n log n) time, O(n) extra
# space (two sorted lists of n references).
class Solution:
    def solve(self, start: List[int], end: List[int]) -> int:
        starts, ends = sorted(start), sorted(end)
        rooms = j = 0
        for t in starts:
            if t >= ends[j]:
                j += 1
            else:
                rooms += 1
        return rooms
