# The sum over the distinct values in increasing order of (rank) x (copies), walked by
# successor scans: per distinct value, min() over the values above the last one, then
# list.count for its copies (both scans run in C and keep nothing).
# O(n * distinct) = O(n^2) time, O(1) extra space.
class Solution:
    def solve(self, a: List[int]) -> int:
        total = 0
        rank = 0
        last = 0  # values are >= 1
        while True:
            v = min(filter(last.__lt__, a), default=0)
            if v == 0:
                break
            total += rank * a.count(v)
            rank += 1
            last = v
        return total
