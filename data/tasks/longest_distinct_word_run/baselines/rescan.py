# The window of pairwise distinct words: for each new word, scan the window backwards for an
# equal word and move the left end past it. O(n w) time, O(1) extra space.
class Solution:
    def solve(self, words: List[str]) -> int:
        left = 0
        best = 0
        for i, w in enumerate(words):
            j = i - 1
            while j >= left:
                if words[j] == w:
                    left = j + 1
                    break
                j -= 1
            if i - left + 1 > best:
                best = i - left + 1
        return best
