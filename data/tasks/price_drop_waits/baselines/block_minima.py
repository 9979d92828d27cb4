# Minima of blocks of B = sqrt(n) / 8 prices (8 sqrt n of them); a day's wait scans the rest of its block,
# skips whole blocks whose minimum is >= p[i] - k and scans the first lower block.
# O(n sqrt n) time, O(sqrt n) extra space.
class Solution:
    def waitSum(self, prices: List[int], k: int) -> int:
        n = len(prices)
        b = max(8, int(n ** 0.5 / 8))
        nb = (n + b - 1) // b
        mins = [0] * nb
        for s in range(nb):
            m = prices[s * b]
            for x in range(s * b + 1, min(n, s * b + b)):
                if prices[x] < m:
                    m = prices[x]
            mins[s] = m
        total = 0
        for i in range(n):
            t = prices[i] - k
            j = i + 1
            end = min(n, (i // b + 1) * b)
            while j < end and prices[j] >= t:
                j += 1
            if j == end and j < n:
                blk = j // b
                while blk < nb and mins[blk] >= t:
                    blk += 1
                if blk == nb:
                    j = n
                else:
                    j = blk * b
                    while prices[j] >= t:
                        j += 1
            total += j - i
        return total
