# Copies the rest of the string for every query and walks the copy: O(n) per query like the
# scan, with O(n) extra space on top.
class Solution:
    def solve(self, s: str, queries: List[int]) -> int:
        total = 0
        for p in queries:
            rest = list(s[p - 1:])
            balance = 0
            i = 0
            for c in rest:
                i += 1
                balance += 1 if c == "(" else -1
                if balance == 0:
                    break
            total += (i + 1) // 2
        return total
