# Folders in blocks of B = max(192, 2 sqrt n), each block sorted; one scan of all folders
# per block: the block's folders inside g lie between bisect_left(g + "/") and
# bisect_left(g + "0"), and are marked in a bytearray of B. O((n / B) n L log B) time,
# O(sqrt n) extra space.
from bisect import bisect_left


class Solution:
    def solve(self, folders: List[str]) -> int:
        n = len(folders)
        cap = max(192, int(2 * n ** 0.5))
        kept = 0
        for start in range(0, n, cap):
            block = sorted(folders[start:start + cap])
            marked = bytearray(len(block))
            for g in folders:
                lo = bisect_left(block, g + "/")
                hi = bisect_left(block, g + "0", lo)
                for k in range(lo, hi):
                    marked[k] = 1
            kept += len(block) - sum(marked)
        return kept
