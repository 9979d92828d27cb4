# Counters of every pattern (one letter replaced by '*') and of every word: pairs equal
# outside one position, less L times the pairs of identical words.
# O(n L^2) time, O(n L) extra space.
from collections import Counter


class Solution:
    def solve(self, words: List[str]) -> int:
        if not words:
            return 0
        L = len(words[0])
        pat = Counter(w[:p] + "*" + w[p + 1:] for w in words for p in range(L))
        same = Counter(words)
        return sum(c * (c - 1) // 2 for c in pat.values()) - L * sum(
            c * (c - 1) // 2 for c in same.values()
        )
