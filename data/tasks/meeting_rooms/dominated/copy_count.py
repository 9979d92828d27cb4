# Copies the meetings into a list of pairs, then counts, for every start time, the
# meetings open at that moment: O(n^2) time like counting over the inputs, and O(n) extra
# space for nothing. Correct, and dominated by both baselines.
class Solution:
    def solve(self, start: List[int], end: List[int]) -> int:
        meetings = list(zip(start, end))
        best = 0
        for t, _ in meetings:
            best = max(best, sum(1 for s, e in meetings if s <= t < e))
        return best
