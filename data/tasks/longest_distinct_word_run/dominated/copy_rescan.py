# The backward rescan over a copy of the words (new string objects): O(n w) time, O(n)
# extra space.
class Solution:
    def solve(self, words: List[str]) -> int:
        copy = [w.upper().lower() for w in words]
        left = 0
        best = 0
        for i, w in enumerate(copy):
            j = i - 1
            while j >= left:
                if copy[j] == w:
                    left = j + 1
                    break
                j -= 1
            if i - left + 1 > best:
                best = i - left + 1
        return best
