# Positions in blocks of B = max(256, 2 sqrt n), their indices sorted by (word, index); a
# word's previous occurrence inside the block is the index before it in its group, and one
# scan of words[left:start] bisects each word among the block's group firsts for the last
# one before the block. O((n / B) w log B) time, O(sqrt n) extra space.
from bisect import bisect_left


class Solution:
    def solve(self, words: List[str]) -> int:
        n = len(words)
        cap = max(256, int(2 * n ** 0.5))
        left = 0
        best = 0
        for start in range(0, n, cap):
            end = min(n, start + cap)
            order = sorted(range(start, end), key=words.__getitem__)
            prev_at = [-1] * (end - start)
            keys = []
            slots = []
            last_word = None
            last_index = -1
            for i in order:
                w = words[i]
                if w == last_word:
                    prev_at[i - start] = last_index
                else:
                    keys.append(w)
                    slots.append(i - start)
                    last_word = w
                last_index = i
            m = len(keys)
            for j in range(left, start):
                w = words[j]
                p = bisect_left(keys, w)
                if p < m and keys[p] == w:
                    prev_at[slots[p]] = j
            for k in range(end - start):
                if prev_at[k] >= left:
                    left = prev_at[k] + 1
                if start + k - left + 1 > best:
                    best = start + k - left + 1
        return best
