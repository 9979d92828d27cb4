# Keep the distinct values seen so far in a list and search it linearly for each element:
# O(n d) time (O(n^2) when the values are distinct) AND O(d) extra space for the list, so
# it is slower than sorting a copy and larger than scanning the input itself.
class Solution:
    def solve(self, a: List[int]) -> int:
        seen = []
        for x in a:
            if x not in seen:
                seen.append(x)
        return len(seen)
