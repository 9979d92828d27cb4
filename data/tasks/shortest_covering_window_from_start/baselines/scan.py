# A scan per query: from the start, collect the letters seen in a bit mask until it holds
# all of the first k letters. O(window length) per query, O(n) in the worst case; O(1)
# extra space (a 26-entry table of bits).
class Solution:
    def solve(self, s: str, k: int, starts: List[int]) -> int:
        n = len(s)
        full = (1 << k) - 1
        bit = {chr(97 + c): 1 << c for c in range(k)}
        total = 0
        for l in starts:
            mask = 0
            r = l
            while r < n and mask != full:
                mask |= bit.get(s[r], 0)
                r += 1
            if mask == full:
                total += r - l
        return total
