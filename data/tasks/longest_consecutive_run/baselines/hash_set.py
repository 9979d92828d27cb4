# The form most often written: the distinct values in a set; from every value whose
# predecessor is absent, walk v + 1, v + 2, ... through the set. O(n) expected time, O(n)
# extra space.
class Solution:
    def solve(self, a: List[int]) -> int:
        seen = set(a)
        best = 0
        for v in seen:
            if v - 1 in seen:
                continue
            length = 1
            while v + length in seen:
                length += 1
            if length > best:
                best = length
        return best
