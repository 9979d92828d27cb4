# One pass with a stack of open positions fills the match of every '(': O(n + q) time;
# O(n) extra space.
class Solution:
    def solve(self, s: str, queries: List[int]) -> int:
        match = [0] * len(s)
        stack = []
        push, pop = stack.append, stack.pop
        for i, c in enumerate(s):
            if c == "(":
                push(i)
            else:
                match[pop()] = i
        return sum((match[p - 1] - p + 2) // 2 for p in queries)
