# The pairwise count over a copy of the arrival minutes: O(n^2) time, O(n) extra space.
class Solution:
    def solve(self, dist: List[int], speed: List[int]) -> int:
        arrive = [-(-d // s) for d, s in zip(dist, speed)]
        best = len(arrive)
        for a in arrive:
            if a < best and sum(1 for b in arrive if b <= a) > a:
                best = a
        return best
