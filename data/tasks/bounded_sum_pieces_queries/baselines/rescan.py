# Each query runs the greedy over its prefix from the start (a new piece whenever the next
# value would push the open piece's sum above s): O(n) per query; O(1) extra space besides the
# answers.
from itertools import islice


class Solution:
    def solve(self, s: int, a: List[int], e: List[int]) -> List[int]:
        m = len(a)
        answer = []
        last = 0
        for code in e:
            n = (code + last) % m + 1
            pieces, total = 1, 0
            for x in islice(a, n):
                if total + x > s:
                    pieces += 1
                    total = x
                else:
                    total += x
            last = pieces
            answer.append(last)
        return answer
