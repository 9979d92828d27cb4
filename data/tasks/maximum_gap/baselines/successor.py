# For each element, find its successor (the smallest value greater than it) by one pass of
# min() over a filter of the whole list, at C speed; the answer is the largest difference
# of an element and its successor. O(n^2) time on every input, O(1) extra space (an
# iterator per element).
class Solution:
    def solve(self, a: List[int]) -> int:
        best = 0
        for x in a:
            nxt = min(filter(x.__lt__, a), default=None)
            if nxt is not None and nxt - x > best:
                best = nxt - x
        return best
