# The greedy pairs the k-th smallest seat with the k-th smallest student. Both sorted orders
# are walked by distinct value with constant state: one scan finds the next larger value of
# a list and how often it occurs, then min(copies left of each side) pairs move
# |seat - student| each. O(n * distinct values) = O(n^2) time, O(1) extra space.


def next_value(a: List[int], last: int) -> tuple:
    best = 1 << 62
    count = 0
    for v in a:
        if v > last:
            if v < best:
                best = v
                count = 1
            elif v == best:
                count += 1
    return best, count


class Solution:
    def solve(self, seats: List[int], students: List[int]) -> int:
        va = vb = 0
        ca = cb = 0
        left = len(seats)
        total = 0
        while left:
            if ca == 0:
                va, ca = next_value(seats, va)
            if cb == 0:
                vb, cb = next_value(students, vb)
            k = ca if ca < cb else cb
            total += k * abs(va - vb)
            ca -= k
            cb -= k
            left -= k
        return total
