# Each query runs the one-pass slope greedy over its prefix from the start, keeping the total,
# the lengths of the current rising and falling slopes and the height of the peak before the
# fall: O(n) per query; O(1) extra space besides the answers.
from itertools import islice


class Solution:
    def solve(self, r: List[int], e: List[int]) -> List[int]:
        m = len(r)
        answer = []
        last = 0
        for code in e:
            n = (code + last) % m + 1
            total, up, down, peak = 1, 0, 0, 0
            prev = r[0]
            for x in islice(r, 1, n):
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
            last = total
            answer.append(last)
        return answer
