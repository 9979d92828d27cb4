# Sort copies of both lists; walk the cookies in increasing size and give each to the
# least greedy child still waiting when it is big enough.
# O((n + m) log(n + m)) time, O(n + m) extra space.
class Solution:
    def solve(self, g: List[int], s: List[int]) -> int:
        child = sorted(g)
        satisfied = 0
        n = len(child)
        for size in sorted(s):
            if satisfied < n and size >= child[satisfied]:
                satisfied += 1
        return satisfied
