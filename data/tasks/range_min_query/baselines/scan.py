# Scan a[l..r] for every query at C speed (min over islice walks the list without copying
# it): O(n) per query, O(1) extra space.
class Solution:
    def solve(self, a: List[int], queries: List[List[int]]) -> int:
        islice = itertools.islice
        total = 0
        for l, r in queries:
            total += min(islice(a, l - 1, r))
        return total
