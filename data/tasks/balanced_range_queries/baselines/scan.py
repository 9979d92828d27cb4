# Walk s[l..r] with a running balance at C speed (accumulate over the +1/-1 steps of an
# islice, which copies nothing) and stop at the first negative total; a substring whose
# counts of '(' and ')' differ (str.count) is rejected first. O(n) per query, O(1) extra
# space.
class Solution:
    def solve(self, s: str, queries: List[List[int]]) -> int:
        step = {"(": 1, ")": -1}.__getitem__
        negative = (0).__gt__
        islice, accumulate = itertools.islice, itertools.accumulate
        count = 0
        for l, r in queries:
            if 2 * s.count("(", l - 1, r) != r - l + 1:
                continue
            if next(filter(negative, accumulate(map(step, islice(s, l - 1, r)))), None) is None:
                count += 1
        return count
