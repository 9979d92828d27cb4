# The slow class with an exponential table: the products of all 2^n subsequences built by
# doubling a list, then those equal to the target counted. O(2^n) time, O(2^n) extra space.
class Solution:
    def solve(self, mats: List[List[int]], target: List[int]) -> int:
        p = 1_000_000_007
        everything = [(1, 0, 0, 1)]
        for x0, x1, x2, x3 in mats:
            everything += [((a * x0 + b * x2) % p, (a * x1 + b * x3) % p,
                            (c * x0 + d * x2) % p, (c * x1 + d * x3) % p)
                           for a, b, c, d in everything]
        return everything.count(tuple(target))
