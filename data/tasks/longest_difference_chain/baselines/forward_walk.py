# For every start i, the longest chain a[i], a[i] + d, a[i] + 2d, ... at increasing indices
# follows the earliest next occurrence of each value (exchange argument), found by
# list.index from just after the previous one: one C-speed scan from i per start.
# O(n^2) time, O(1) extra space.
class Solution:
    def solve(self, a: List[int], d: int) -> int:
        index = a.index
        best = 0
        for i in range(len(a)):
            want = a[i] + d
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
