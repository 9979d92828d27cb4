# A Counter of every prefix of every word, then one look-up per query.
# O(n L^2) time (slices), O(n L) extra space.
from collections import Counter


class Solution:
    def solve(self, words: List[str], prefixes: List[str]) -> int:
        counts = Counter(w[:k] for w in words for k in range(1, len(w) + 1))
        return sum(counts[p] for p in prefixes)
