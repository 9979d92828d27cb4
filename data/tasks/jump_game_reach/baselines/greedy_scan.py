# Jump game greedy per query: walk from the start, extending the farthest reach, until an
# index lies beyond it (or the reach is the last index). O(n) per query; O(1) extra space.
class Solution:
    def solve(self, a: List[int], starts: List[int]) -> int:
        last = len(a) - 1
        total = 0
        for s in starts:
            reach = s
            j = s
            while j <= reach and reach < last:
                target = j + a[j]
                if target > reach:
                    reach = target
                j += 1
            total += min(reach, last)
        return total
