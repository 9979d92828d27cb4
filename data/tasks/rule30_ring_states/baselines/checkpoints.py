# Keeps every B-th state, B = isqrt(n + 1); a query replays from the checkpoint at or below
# its step: O(n) once and O(sqrt n) per query; O(sqrt n) extra space.
class Solution:
    def solve(self, s: int, n: int, e: List[int]) -> int:
        MOD, MASK = 1_000_000_007, (1 << 64) - 1
        block = math.isqrt(n + 1)
        saved = []
        x = s & MASK
        for i in range(n + 1):
            if i % block == 0:
                saved.append(x)
            x = (((x << 1) & MASK) | (x >> 63)) ^ (x | (x >> 1) | ((x & 1) << 63))
        total = last = 0
        for code in e:
            t = (code + last) % (n + 1)
            x = saved[t // block]
            for _ in range(t % block):
                x = (((x << 1) & MASK) | (x >> 63)) ^ (x | (x >> 1) | ((x & 1) << 63))
            last = x % MOD
            total += last
        return total
