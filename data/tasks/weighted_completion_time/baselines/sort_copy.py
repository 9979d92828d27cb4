# Smith's rule: sort the jobs by t/w (the float ratio orders exactly at these bounds) and
# accumulate completion times. O(n log n) time, O(n) extra space.
class Solution:
    def solve(self, t: List[int], w: List[int]) -> int:
        clock = total = 0
        for ti, wi in sorted(zip(t, w), key=lambda job: job[0] / job[1]):
            clock += ti
            total += clock * wi
        return total
