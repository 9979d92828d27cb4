# Prefix totals P (+1 per '(', -1 per ')'): s[l..r] is balanced exactly when P[r] = P[l-1]
# and no P[i] in between is lower; a sparse table of minima over P (each level built by
# map(min, ...) at C speed) answers that with two lookups: O(n log n) build, O(1) per
# query; O(n log n) extra space.
class Solution:
    def solve(self, s: str, queries: List[List[int]]) -> int:
        step = {"(": 1, ")": -1}.__getitem__
        prefix = list(itertools.accumulate(map(step, s), initial=0))
        size = len(prefix)
        table = [prefix]
        half = 1
        while 2 * half <= size:
            prev = table[-1]
            table.append(list(map(min, prev, itertools.islice(prev, half, size - half + 1))))
            half *= 2
        count = 0
        for l, r in queries:
            l -= 1  # P[l..r] covers s[l..r-1] (0-based)
            base = prefix[l]
            if prefix[r] != base:
                continue
            k = (r - l + 1).bit_length() - 1
            row = table[k]
            if row[l] >= base and row[r - (1 << k) + 1] >= base:
                count += 1
        return count
