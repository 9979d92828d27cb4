# The pair loop over a copy of the words: O(n m L) time, O(n) extra space.
class Solution:
    def solve(self, words: List[str], prefixes: List[str]) -> int:
        copy = list(words)
        total = 0
        for p in prefixes:
            for w in copy:
                if w.startswith(p):
                    total += 1
        return total
