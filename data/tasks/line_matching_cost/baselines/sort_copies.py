# The exchange argument: crossing pairs never cost less than uncrossed ones, so the i-th
# smallest worker takes the i-th smallest bike. Sort copies of both lists and sum the
# differences: O(n log n) time, O(n) extra space.
class Solution:
    def solve(self, a: List[int], b: List[int]) -> int:
        return sum(abs(x - y) for x, y in zip(sorted(a), sorted(b)))
