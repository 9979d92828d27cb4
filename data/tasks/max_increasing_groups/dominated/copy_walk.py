# Copies the limits, then removes the smallest remaining one per step: O(n^2) time and
# O(n) extra space, dominated by the walk (same time, O(1) space) and by the sort (less
# time, same space).
class Solution:
    def maxGroups(self, limit: List[int]) -> int:
        rest = list(limit)
        total = groups = 0
        while rest:
            x = min(rest)
            rest.remove(x)
            total += x
            if total >= (groups + 1) * (groups + 2) // 2:
                groups += 1
        return groups
