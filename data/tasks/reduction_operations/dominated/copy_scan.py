# The successor scan over a copy of the values: the O(n^2) time of the O(1) class with the
# O(n) memory of the sort. Correct, dominated.
class Solution:
    def solve(self, a: List[int]) -> int:
        b = list(a)
        total = 0
        rank = 0
        last = 0
        while True:
            v = min(filter(last.__lt__, b), default=0)
            if v == 0:
                break
            total += rank * b.count(v)
            rank += 1
            last = v
        return total
