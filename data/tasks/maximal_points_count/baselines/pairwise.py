# Check every point against every other, stopping at its first dominator: O(n^2) time in the
# worst case (all points maximal), O(1) extra space (zip walks the lists in place).
class Solution:
    def solve(self, x: List[int], y: List[int]) -> int:
        count = 0
        for xi, yi in zip(x, y):
            for xj, yj in zip(x, y):
                if xj >= xi and yj >= yi and (xj != xi or yj != yi):
                    break
            else:
                count += 1
        return count
