# A monotonic stack of the values whose next greater element is not yet known, decreasing
# from bottom to top: x answers (pops) every entry below it. Every value is pushed and
# popped once: O(n) time; up to n entries: O(n) extra space.
class Solution:
    def solve(self, a: List[int]) -> int:
        stack = []
        total = 0
        for x in a:
            while stack and stack[-1] < x:
                stack.pop()
                total += x
            stack.append(x)
        return total - len(stack)  # -1 for each value left without an answer
