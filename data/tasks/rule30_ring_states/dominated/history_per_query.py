# Rebuilds the history x_0 .. x_t in a fresh list for every query: the replay's O(n) per
# query, with O(n) extra space on top.
class Solution:
    def solve(self, s: int, n: int, e: List[int]) -> int:
        MOD, MASK = 1_000_000_007, (1 << 64) - 1
        total = last = 0
        for code in e:
            t = (code + last) % (n + 1)
            history = [s & MASK]
            for _ in range(t):
                x = history[-1]
                history.append((((x << 1) & MASK) | (x >> 63)) ^ (x | (x >> 1) | ((x & 1) << 63)))
            last = history[-1] % MOD
            total += last
        return total
