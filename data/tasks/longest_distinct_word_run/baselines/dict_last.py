# The LeetCode sliding window: a dict from each word to its last position. O(n) expected
# time, O(n) extra space.
class Solution:
    def solve(self, words: List[str]) -> int:
        last = {}
        left = 0
        best = 0
        for i, w in enumerate(words):
            p = last.get(w, -1)
            if p >= left:
                left = p + 1
            last[w] = i
            if i - left + 1 > best:
                best = i - left + 1
        return best
