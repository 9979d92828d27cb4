# Walk right from l until a value reaches x, at C speed: map(x.__le__) tests each value and
# compress keeps the positions that pass; O(n) per query, O(1) extra space (iterators only).
class Solution:
    def solve(self, a: List[int], queries: List[List[int]]) -> int:
        n = len(a)
        total = 0
        for l, x in queries:
            hits = itertools.compress(itertools.count(l), map(x.__le__, itertools.islice(a, l - 1, None)))
            total += next(hits, n + 1)
        return total
