# Sort a copy and take the largest difference of neighbours: O(n log n) time, O(n) extra
# space. Same cells as the buckets (see task.yaml).
class Solution:
    def solve(self, a: List[int]) -> int:
        b = sorted(a)
        return max(map(operator.sub, itertools.islice(b, 1, None), b), default=0)
