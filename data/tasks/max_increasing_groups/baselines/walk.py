# The greedy over the limits in increasing order (open the (k+1)-th group whenever the
# running total reaches 1 + 2 + ... + (k+1)), walked one distinct value at a time: each
# step finds the smallest value above the last (min over a filter) and its count.
# O(n d) = O(n^2) time (d distinct values), O(1) extra space.
class Solution:
    def maxGroups(self, limit: List[int]) -> int:
        total = groups = 0
        last = 0  # every limit is at least 1
        while True:
            v = min(filter(last.__lt__, limit), default=0)
            if not v:
                return groups
            for _ in range(limit.count(v)):
                total += v
                if total >= (groups + 1) * (groups + 2) // 2:
                    groups += 1
            last = v
