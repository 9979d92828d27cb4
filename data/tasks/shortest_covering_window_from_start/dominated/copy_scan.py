# The string copied into a list first, then a scan per query: the scan's O(n) per query
# with an O(n) copy. Correct, and dominated by both the scan and the window table.
class Solution:
    def solve(self, s: str, k: int, starts: List[int]) -> int:
        chars = list(s)
        n = len(chars)
        wanted = set(chr(97 + c) for c in range(k))
        total = 0
        for l in starts:
            seen = set()
            r = l
            while r < n and len(seen) < k:
                ch = chars[r]
                if ch in wanted:
                    seen.add(ch)
                r += 1
            if len(seen) == k:
                total += r - l
        return total
