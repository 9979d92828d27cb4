# The pairwise check on a list of copied points: O(n^2) time and O(n) extra space, dominated
# by the pairwise check over the input lists.
class Solution:
    def solve(self, x: List[int], y: List[int]) -> int:
        pts = list(zip(x, y))
        count = 0
        for p in pts:
            if not any(q[0] >= p[0] and q[1] >= p[1] and q != p for q in pts):
                count += 1
        return count
