# The prefix table rebuilt up to n for every query: the rescan's time with O(n) extra space.
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
            table = [0]
            for i, c in enumerate(islice(s, n), 1):
                x = counts[c] + 1
                counts[c] = x
                if x > top:
                    top, tied = x, 1
                elif x == top:
                    tied += 1
                table.append(max(i, (top - 1) * (k + 1) + tied))
            last = table[n]
            answer.append(last)
        return answer
