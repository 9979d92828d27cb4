# Sort a copy of the words and of the prefixes; sweep the prefixes in order with a pointer
# into the sorted words that only moves forward (the first word >= the prefix) and a
# bisection for the end of the run of words beginning with it.
# O((n + m) log(n + m)) time, O(n + m) extra space.
from bisect import bisect_left


class Solution:
    def solve(self, words: List[str], prefixes: List[str]) -> int:
        ws = sorted(words)
        n = len(ws)
        total = 0
        at = 0
        for p in sorted(prefixes):
            while at < n and ws[at] < p:
                at += 1
            end = p[:-1] + chr(ord(p[-1]) + 1)
            total += bisect_left(ws, end, at) - at
        return total
