# Peeling layers: the elements of level 1 (those with no smaller element before them) are
# removed, then those of level 2, and so on; the answer is the number of rounds. An
# element survives a round exactly when it is larger than the minimum of the elements
# still present before it, so one left-to-right pass per round needs only one bit per
# element (packed eight to a byte). O(n L) time, n bits of extra space.
class Solution:
    def solve(self, a: List[int]) -> int:
        n = len(a)
        removed = bytearray((n + 7) // 8)
        left, rounds = n, 0
        while left:
            low = None  # the first element present is always removed
            for i in range(n):
                byte, bit = i >> 3, 1 << (i & 7)
                if removed[byte] & bit:
                    continue
                x = a[i]
                if low is None or x <= low:
                    low = x
                    removed[byte] |= bit
                    left -= 1
            rounds += 1
        return rounds
