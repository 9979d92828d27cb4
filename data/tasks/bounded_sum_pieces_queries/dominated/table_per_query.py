# The prefix table rebuilt up to n for every query: the rescan's time with O(n) extra space.
from itertools import islice


class Solution:
    def solve(self, s: int, a: List[int], e: List[int]) -> List[int]:
        m = len(a)
        answer = []
        last = 0
        for code in e:
            n = (code + last) % m + 1
            table = [1]
            pieces, total = 1, 0
            for x in islice(a, n):
                if total + x > s:
                    pieces += 1
                    total = x
                else:
                    total += x
                table.append(pieces)
            last = table[n]
            answer.append(last)
        return answer
