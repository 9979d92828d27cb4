# The greedy embedding by list.index over a copy of the log: O(n m) time, O(n) extra space.
class Solution:
    def solve(self, a: List[int], patterns: List[List[int]]) -> int:
        log = list(a)
        count = 0
        for p in patterns:
            pos = 0
            try:
                for c in p:
                    pos = log.index(c, pos) + 1
            except ValueError:
                continue
            count += 1
        return count
