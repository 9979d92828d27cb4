# Every prefix against every word (str.startswith per pair). O(n m L) time, O(1) extra space.
class Solution:
    def solve(self, words: List[str], prefixes: List[str]) -> int:
        total = 0
        for p in prefixes:
            for w in words:
                if w.startswith(p):
                    total += 1
        return total
