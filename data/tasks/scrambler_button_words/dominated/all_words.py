# Every word's final code stored, level by level, then the target counted: O(g^k) time and
# O(g^k) extra space, dominated by the odometer.
class Solution:
    def solve(self, buttons: List[List[int]], start: int, target: int, k: int) -> int:
        mask = 0xFFFFFFFF
        level = [start]
        for _ in range(k):
            level = [((x ^ (x >> r)) * a + b) & mask for x in level for a, b, r in buttons]
        return level.count(target)
