# Sparse table: level k holds the minima of all windows of 2^k elements (each level built
# from the previous one by map(min, ...) at C speed), so a query is the smaller of two
# overlapping windows: O(n log n) preprocessing, O(1) per query; O(n log n) extra space.
class Solution:
    def solve(self, a: List[int], queries: List[List[int]]) -> int:
        n = len(a)
        table = [a]
        half = 1
        while 2 * half <= n:
            prev = table[-1]
            table.append(list(map(min, prev, itertools.islice(prev, half, n - half + 1))))
            half *= 2
        total = 0
        for l, r in queries:
            k = (r - l + 1).bit_length() - 1
            row = table[k]
            x = row[l - 1]
            y = row[r - (1 << k)]
            total += x if x < y else y
        return total
