# The pair loop over copies of both arrays: O(n m) time, O(n + m) extra space.
class Solution:
    def solve(self, houses: List[int], heaters: List[int]) -> int:
        hs = list(houses)
        ts = list(heaters)
        radius = 0
        for h in hs:
            nearest = min(abs(h - t) for t in ts)
            if nearest > radius:
                radius = nearest
        return radius
