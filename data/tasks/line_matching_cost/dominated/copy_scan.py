# Copies both lists as keys, then walks them in sorted order with one scan per next element
# like successor-scan: quadratic time AND linear space. Correct, dominated by every baseline.
class Solution:
    def solve(self, a: List[int], b: List[int]) -> int:
        x = [(v << 20) | i for i, v in enumerate(a)]
        y = [(v << 20) | i for i, v in enumerate(b)]
        none = 1 << 62

        def next_key(keys: List[int], last: int) -> int:
            best = none
            for key in keys:
                if last < key < best:
                    best = key
            return best

        kx = ky = -1
        total = 0
        for _ in range(len(x)):
            kx = next_key(x, kx)
            ky = next_key(y, ky)
            total += abs((kx >> 20) - (ky >> 20))
        return total
