# Every value of a against the values of b, the scan stopping at the first b_j within d:
# O(n m) time when few values are close, O(1) extra space.
class Solution:
    def solve(self, a: List[int], b: List[int], d: int) -> int:
        lonely = 0
        for x in a:
            lo, hi = x - d, x + d
            for y in b:
                if lo <= y <= hi:
                    break
            else:
                lonely += 1
        return lonely
