# The usual solution: a dict from prefix residue to how many earlier prefixes had it; each
# prefix adds the count of its residue. O(n) expected time, O(n) extra space.
from collections import defaultdict


class Solution:
    def countSubarrays(self, a: List[int], k: int) -> int:
        seen = defaultdict(int)
        seen[0] = 1
        r = 0
        count = 0
        for x in a:
            r = (r + x) % k
            count += seen[r]
            seen[r] += 1
        return count
