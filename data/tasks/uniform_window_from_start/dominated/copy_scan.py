# The string copied into a list first, then a scan per query: the scan's O(n) per query
# with an O(n) copy. Correct, and dominated by both the scan and the window table.
class Solution:
    def solve(self, s: str, k: int, starts: List[int]) -> int:
        chars = list(s)
        n = len(chars)
        total = 0
        for l in starts:
            cnt = {}
            mx = 0
            r = l
            while r < n:
                ch = chars[r]
                m = cnt.get(ch, 0) + 1
                if max(mx, m) + k < r + 1 - l:
                    break
                cnt[ch] = m
                mx = max(mx, m)
                r += 1
            total += r - l
        return total
