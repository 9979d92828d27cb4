# Blocks of K = sqrt(n) characters, each with the mask of the first k letters it holds.
# A query collects letters one by one to the end of its first block, then takes whole
# blocks while they leave a letter missing, then goes letter by letter through the block
# that completes the set. O(n) to build, O(sqrt n) per query; O(sqrt n) extra space.
class Solution:
    def solve(self, s: str, k: int, starts: List[int]) -> int:
        n = len(s)
        full = (1 << k) - 1
        bit = {chr(97 + c): 1 << c for c in range(k)}
        size = max(1, math.isqrt(n))
        blocks = (n + size - 1) // size
        bmask = [0] * blocks
        for b in range(blocks):
            m = 0
            for i in range(b * size, min(n, b * size + size)):
                m |= bit.get(s[i], 0)
            bmask[b] = m
        total = 0
        for l in starts:
            mask = 0
            r = l
            e = min(n, (l // size + 1) * size)
            while r < e and mask != full:
                mask |= bit.get(s[r], 0)
                r += 1
            if mask != full and r < n:  # r is the first index of the next block
                b = r // size
                while b < blocks and mask | bmask[b] != full:
                    mask |= bmask[b]
                    b += 1
                if b == blocks:
                    continue  # no covering window
                r = b * size
                while mask != full:
                    mask |= bit.get(s[r], 0)
                    r += 1
            if mask == full:
                total += r - l
        return total
