# Kadane's scan over a[l..r] for every query, driven at C speed by itertools.accumulate
# (the best sum of a run ending at x is x plus the previous one if that is positive) and
# max() over the stream: O(n) per query, O(n q) in all; O(1) extra space.
def _extend(ending, x):
    return ending + x if ending > 0 else x


class Solution:
    def solve(self, a: List[int], queries: List[List[int]]) -> int:
        total = 0
        for l, r in queries:
            total += max(itertools.accumulate(itertools.islice(a, l - 1, r), _extend))
        return total
