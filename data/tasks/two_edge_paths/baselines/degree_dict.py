# The degree table as a dict filled in a Python loop, the other common form of the O(n + m)
# class (a dict of up to 2m keys weighs more than the list and each endpoint costs a lookup
# in the interpreter: about 2x degree-table; it sets row 3's limit so that dict and Counter
# solutions of this class pass). O(n + m) time, O(n) extra space.
class Solution:
    def solve(self, n: int, u: List[int], v: List[int]) -> int:
        deg = {}
        for a in u:
            deg[a] = deg.get(a, 0) + 1
        for b in v:
            deg[b] = deg.get(b, 0) + 1
        total = 0
        for d in deg.values():
            total += d * (d - 1) // 2
        return total
