# The usual DP: the longest chain ending at value x so far is one more than the longest
# ending at x - d so far. A dict keyed by value: O(n) expected time, O(n) extra space.
class Solution:
    def solve(self, a: List[int], d: int) -> int:
        best_end = {}
        get = best_end.get
        for x in a:
            best_end[x] = get(x - d, 0) + 1
        return max(best_end.values())
