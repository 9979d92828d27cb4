# Positions sorted by (value, position): consecutive positions of one value are consecutive
# occurrences, so each one's previous copy is its predecessor. Position i counts in
# (i - prev(i)) * (n - i) subarrays. O(n log n) time, O(n) extra space.
class Solution:
    def totalDistinct(self, a: List[int]) -> int:
        n = len(a)
        order = sorted(range(n), key=a.__getitem__)
        total = 0
        pv = None
        pi = -1
        for i in order:
            v = a[i]
            p = pi if v == pv else -1
            total += (i - p) * (n - i)
            pv = v
            pi = i
        return total
