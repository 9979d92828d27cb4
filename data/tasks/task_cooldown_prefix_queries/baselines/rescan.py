# Each query counts the letters of its prefix from the start, tracking the largest count top
# and how many letters reach it (tied); the shortest schedule is
# max(n, (top - 1) * (k + 1) + tied): O(n) per query; O(1) extra space (26 counters) besides
# the answers.
from itertools import islice
from string import ascii_uppercase


class Solution:
    def solve(self, s: str, k: int, e: List[int]) -> List[int]:
        m = len(s)
        answer = []
        last = 0
        for code in e:
            n = (code + last) % m + 1
            counts = dict.fromkeys(ascii_uppercase, 0)
            top = tied = 0
            for c in islice(s, n):
                x = counts[c] + 1
                counts[c] = x
                if x > top:
                    top, tied = x, 1
                elif x == top:
                    tied += 1
            last = max(n, (top - 1) * (k + 1) + tied)
            answer.append(last)
        return answer
