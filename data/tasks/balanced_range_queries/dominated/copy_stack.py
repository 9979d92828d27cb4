# Copies s[l..r] into a list of characters for every query and matches it with an explicit
# stack: O(n) per query and O(n) extra space.
class Solution:
    def solve(self, s: str, queries: List[List[int]]) -> int:
        count = 0
        for l, r in queries:
            part = list(s[l - 1:r])
            stack = []
            ok = True
            for c in part:
                if c == "(":
                    stack.append(c)
                elif stack:
                    stack.pop()
                else:
                    ok = False
                    break
            if ok and not stack:
                count += 1
        return count
