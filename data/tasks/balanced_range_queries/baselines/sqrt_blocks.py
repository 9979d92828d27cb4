# Blocks of about sqrt(n) characters, each with its total (+1 per '(', -1 per ')') and its
# lowest prefix total: a query walks its two partial blocks (accumulate over a slice of
# under a block) and crosses the blocks between them with the running totals before each
# block (accumulate over a slice of the block totals) plus the block's lowest, all at C
# speed: O(sqrt n) per query; O(sqrt n) extra space.
class Solution:
    def solve(self, s: str, queries: List[List[int]]) -> int:
        n = len(s)
        block = max(1, math.isqrt(n))
        step = {"(": 1, ")": -1}.__getitem__
        accumulate = itertools.accumulate
        total = []
        lowest = []
        for start in range(0, n, block):
            run = list(accumulate(map(step, s[start:start + block]), initial=0))
            total.append(run[-1])
            lowest.append(min(run))
            run = None
        count = 0
        for l, r in queries:
            l -= 1  # the half-open range s[l:r]
            lb, rb = l // block, (r - 1) // block
            if lb == rb:
                if 2 * s.count("(", l, r) == r - l and min(accumulate(map(step, s[l:r]))) >= 0:
                    count += 1
                continue
            end = (lb + 1) * block
            if min(accumulate(map(step, s[l:end]))) < 0:
                continue
            balance = 2 * s.count("(", l, end) - (end - l)
            if lb + 1 < rb:
                before = accumulate(total[lb + 1:rb - 1], initial=balance)
                if min(map(operator.add, before, lowest[lb + 1:rb])) < 0:
                    continue
                balance += sum(total[lb + 1:rb])
            start = rb * block
            if balance + 2 * s.count("(", start, r) - (r - start) == 0:
                if min(accumulate(map(step, s[start:r]), initial=balance)) >= 0:
                    count += 1
        return count
