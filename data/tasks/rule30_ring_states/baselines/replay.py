# Each query replays rule 30 from the start state for t steps: O(n) per query, O(1) extra
# space (a few integers).
class Solution:
    def solve(self, s: int, n: int, e: List[int]) -> int:
        MOD, MASK = 1_000_000_007, (1 << 64) - 1
        start = s & MASK
        total = last = 0
        for code in e:
            t = (code + last) % (n + 1)
            x = start
            for _ in range(t):
                x = (((x << 1) & MASK) | (x >> 63)) ^ (x | (x >> 1) | ((x & 1) << 63))
            last = x % MOD
            total += last
        return total
