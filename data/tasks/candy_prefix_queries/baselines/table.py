# The slope greedy's total after every prefix, tabulated in one pass:
# O(m + q) time; O(m) extra space.
from itertools import islice


class Solution:
    def solve(self, r: List[int], e: List[int]) -> List[int]:
        m = len(r)
        table = [0, 1]
        record = table.append
        total, up, down, peak = 1, 0, 0, 0
        prev = r[0]
        for x in islice(r, 1, None):
            if x > prev:
                up += 1
                peak = up
                down = 0
                total += up + 1
            elif x == prev:
                up = down = peak = 0
                total += 1
            else:
                up = 0
                down += 1
                total += down + 1 if down > peak else down
            prev = x
            record(total)
        answer = []
        last = 0
        for code in e:
            last = table[(code + last) % m + 1]
            answer.append(last)
        return answer
