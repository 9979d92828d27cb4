# A first walk finds the period L; a second keeps (m, d) at every multiple of B = isqrt(L);
# a query resumes from the checkpoint below its place in the period: O(L) once, O(sqrt L)
# per query, O(sqrt L) extra space.
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
        block = max(1, isqrt(period))
        saved_m, saved_d = [], []  # (m, d) after j * block steps
        m, d, a = 0, 1, a0
        for i in range(period + 1):
            if i % block == 0:
                saved_m.append(m)
                saved_d.append(d)
            m = d * a - m
            d = (D - m * m) // d
            a = (a0 + m) // d
        answer = []
        last = 0
        for code in e:
            k = code + last
            value = a0
            if k > 0:
                r = (k - 1) % period + 1
                j = r // block
                m, d = saved_m[j], saved_d[j]
                a = (a0 + m) // d
                for _ in range(r - j * block):
                    m = d * a - m
                    d = (D - m * m) // d
                    a = (a0 + m) // d
                value = a
            last = value
            answer.append(value)
        return answer
