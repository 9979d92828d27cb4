# Copies both arrays, then compares every value of a with the copy of b until a close one:
# O(n m) time AND O(n + m) space.
class Solution:
    def solve(self, a: List[int], b: List[int], d: int) -> int:
        x = list(a)
        y = list(b)
        lonely = 0
        for v in x:
            if all(abs(v - w) > d for w in y):
                lonely += 1
        return lonely
