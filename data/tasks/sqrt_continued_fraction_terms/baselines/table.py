# One walk records every partial quotient of the period (a_1 .. a_L); a query reads its
# place in the period: O(L) once, O(1) per query, O(L) extra space.
from math import isqrt


class Solution:
    def solve(self, D: int, e: List[int]) -> List[int]:
        a0 = isqrt(D)
        terms = []  # terms[i - 1] = a_i
        m, d, a = 0, 1, a0
        while a != 2 * a0 or not terms:
            m = d * a - m
            d = (D - m * m) // d
            a = (a0 + m) // d
            terms.append(a)
        period = len(terms)
        answer = []
        last = 0
        for code in e:
            k = code + last
            last = terms[(k - 1) % period] if k else a0
            answer.append(last)
        return answer
