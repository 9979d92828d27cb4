# One pass of the slope greedy keeping its state (total, up, down, peak) after every multiple
# of B = isqrt(m) ratings; a query resumes from the checkpoint at or below its n (over a slice
# of fewer than B + 1 ratings): O(m) once and O(sqrt m) per query; O(sqrt m) extra space.
from itertools import islice


class Solution:
    def solve(self, r: List[int], e: List[int]) -> List[int]:
        m = len(r)
        block = max(1, math.isqrt(m))
        saved = [(1, 0, 0, 0)] * (m // block + 1)  # the state after max(1, j * block) ratings
        total, up, down, peak = 1, 0, 0, 0
        prev = r[0]
        count = 1
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
            count += 1
            if count % block == 0:
                saved[count // block] = (total, up, down, peak)
        answer = []
        last = 0
        for code in e:
            n = (code + last) % m + 1
            j = n // block
            start = max(1, j * block)
            total, up, down, peak = saved[j]
            prev = r[start - 1]
            for x in r[start:n]:
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
