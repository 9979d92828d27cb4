# Words in blocks of B = max(512, 4 sqrt n), each block sorted; one scan of the prefixes per
# block: the block's words that begin with p lie between bisect_left(p) and
# bisect_left(p with its last letter raised by one). O((n / B + 1) m log B) time,
# O(sqrt n) extra space.
from bisect import bisect_left


class Solution:
    def solve(self, words: List[str], prefixes: List[str]) -> int:
        n = len(words)
        cap = max(512, int(4 * n ** 0.5))
        total = 0
        for start in range(0, n, cap):
            block = sorted(words[start:start + cap])
            for p in prefixes:
                end = p[:-1] + chr(ord(p[-1]) + 1)
                total += bisect_left(block, end) - bisect_left(block, p)
        return total
