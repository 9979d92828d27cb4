# Two pointers as in window-table, with the counts in a collections.Counter (how LeetCode
# 424 is often written in Python) and the largest count recomputed over its values when a
# letter holding it leaves; a list of every start's length. O(n); O(n) extra space.
from collections import Counter


class Solution:
    def solve(self, s: str, k: int, starts: List[int]) -> int:
        n = len(s)
        count = Counter()
        best = [0] * n
        r = 0
        top = 0
        for l in range(n):
            while r < n:
                ch = s[r]
                f = count[ch] + 1
                if f > top:
                    top = f
                elif r + 1 - l - top > k:
                    break
                count[ch] = f
                r += 1
            best[l] = r - l
            ch = s[l]
            count[ch] -= 1
            if count[ch] + 1 == top:
                top = max(count.values())
        return sum(best[i] for i in starts)
