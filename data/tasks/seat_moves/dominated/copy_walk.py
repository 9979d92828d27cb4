# Copies both lists, then pairs the k-th smallest of each by one scan per next seat and per
# next student over the copies, marking the ones used: quadratic time AND linear space.
# Correct, dominated by every baseline.


class Solution:
    def solve(self, seats: List[int], students: List[int]) -> int:
        a = list(seats)
        b = list(students)
        n = len(a)
        inf = 1 << 62
        total = 0
        for _ in range(n):
            ia = min(range(n), key=a.__getitem__)
            ib = min(range(n), key=b.__getitem__)
            total += abs(a[ia] - b[ib])
            a[ia] = inf
            b[ib] = inf
        return total
