# Sort a copy of the limits; in increasing order, add each to a running total and open the
# (k+1)-th group whenever the total reaches 1 + 2 + ... + (k+1). O(n log n) time, O(n)
# extra space.
class Solution:
    def maxGroups(self, limit: List[int]) -> int:
        total = groups = 0
        for x in sorted(limit):
            total += x
            if total >= (groups + 1) * (groups + 2) // 2:
                groups += 1
        return groups
