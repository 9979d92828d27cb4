# The greedy embedding of each pattern by list.index: the first position of its next code
# after the current one, searched in C (no copy of the log). O(n m) time, O(1) extra space.
class Solution:
    def solve(self, a: List[int], patterns: List[List[int]]) -> int:
        count = 0
        for p in patterns:
            pos = 0
            try:
                for c in p:
                    pos = a.index(c, pos) + 1
            except ValueError:
                continue
            count += 1
        return count
