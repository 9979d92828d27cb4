# One generator pass over the first m terms saves the generator's two words and the count
# of ones at every multiple of B = isqrt(m); a query resumes at the checkpoint below n and
# runs at most B - 1 steps: O(m) once, O(sqrt m) per query, O(sqrt m) extra space.
from math import isqrt


class Solution:
    def solve(self, m: int, e: List[int]) -> List[int]:
        block = isqrt(m)
        xs, ys, counts = [-1], [-1], [0]
        x = y = -1
        ones = 0
        for _ in range(m // block):
            for _ in range(block):
                ones += x & 1
                f = y & ~(y + 1)
                x ^= f
                y = (y + 1) | (f & (x >> 1))
            xs.append(x)
            ys.append(y)
            counts.append(ones)
        answer = []
        last = 0
        for code in e:
            n = (code + last) % m + 1
            j = n // block
            x, y, ones = xs[j], ys[j], counts[j]
            for _ in range(n - j * block):
                ones += x & 1
                f = y & ~(y + 1)
                x ^= f
                y = (y + 1) | (f & (x >> 1))
            last = ones
            answer.append(ones)
        return answer
