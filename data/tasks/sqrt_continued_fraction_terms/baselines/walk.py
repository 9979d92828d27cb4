# One walk of the recurrence finds the period L (a_L = 2 a_0 ends it); every query then
# walks again from the start to its place in the period: O(L) once and per query, O(1)
# extra space.
from math import isqrt


class Solution:
    def solve(self, D: int, e: List[int]) -> List[int]:
        a0 = isqrt(D)
        m, d, a, period = 0, 1, a0, 0
        while True:
            m = d * a - m
            d = (D - m * m) // d
            a = (a0 + m) // d
            period += 1
            if a == 2 * a0:
                break
        answer = []
        last = 0
        for code in e:
            k = code + last
            value = a0
            if k > 0:
                m, d, a = 0, 1, a0
                for _ in range((k - 1) % period + 1):
                    m = d * a - m
                    d = (D - m * m) // d
                    a = (a0 + m) // d
                value = a
            last = value
            answer.append(value)
        return answer
