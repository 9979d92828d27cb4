# Records the partial quotients again for every query, up to the end of the period, and
# reads its place: the walk's O(L) time per query with the table's O(L) space.
from math import isqrt


class Solution:
    def solve(self, D: int, e: List[int]) -> List[int]:
        a0 = isqrt(D)
        answer = []
        last = 0
        for code in e:
            k = code + last
            terms = []
            m, d, a = 0, 1, a0
            while a != 2 * a0 or not terms:
                m = d * a - m
                d = (D - m * m) // d
                a = (a0 + m) // d
                terms.append(a)
            last = terms[(k - 1) % len(terms)] if k else a0
            answer.append(last)
        return answer
