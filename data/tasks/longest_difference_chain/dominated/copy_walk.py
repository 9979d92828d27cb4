# The forward walks of the O(1) class over a copy of the input: O(n^2) time, O(n) space.
class Solution:
    def solve(self, a: List[int], d: int) -> int:
        c = list(a)
        index = c.index
        best = 0
        for i in range(len(c)):
            want = c[i] + d
            pos = i
            length = 1
            try:
                while True:
                    pos = index(want, pos + 1)
                    length += 1
                    want += d
            except ValueError:
                pass
            if length > best:
                best = length
        return best
