# Records every state's value modulo 10^9 + 7 once: O(n) once and O(1) per query; O(n)
# extra space.
class Solution:
    def solve(self, s: int, n: int, e: List[int]) -> int:
        MOD, MASK = 1_000_000_007, (1 << 64) - 1
        residue = [0] * (n + 1)
        x = s & MASK
        for i in range(n + 1):
            residue[i] = x % MOD
            x = (((x << 1) & MASK) | (x >> 63)) ^ (x | (x >> 1) | ((x & 1) << 63))
        total = last = 0
        for code in e:
            last = residue[(code + last) % (n + 1)]
            total += last
        return total
