# A substring occurring at i and at i + d (d >= 1) is a run of positions with
# s[j] == s[j + d]: for every shift d, the positions where the two copies differ are found
# at C speed (compress over map(ne, s, islice(s, d))), and the longest run is the largest
# gap between successive differences (pairwise, starmap, min: iterators only).
# O(n^2) time (n^2 / 2 comparisons), O(1) extra space.
class Solution:
    def solve(self, s: str) -> int:
        n = len(s)
        islice, compress, count = itertools.islice, itertools.compress, itertools.count
        chain, pairwise, starmap = itertools.chain, itertools.pairwise, itertools.starmap
        ne, sub = operator.ne, operator.sub
        best = 0
        for d in range(1, n):
            differ = compress(count(), map(ne, s, islice(s, d, None)))
            run = -min(starmap(sub, pairwise(chain((-1,), differ, (n - d,))))) - 1
            if run > best:
                best = run
        return best
