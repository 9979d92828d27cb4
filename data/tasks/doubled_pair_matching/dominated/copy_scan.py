# Copies the (value, index) keys into a list, then walks both halves by one scan of the
# copy per step: quadratic time AND linear space. Correct, dominated by every baseline.
class Solution:
    def solve(self, a: List[int]) -> int:
        n = len(a)
        half = n // 2
        if half == 0:
            return 0
        keys = [(x << 20) | i for i, x in enumerate(a)]
        high = -1
        for _ in range(n - half + 1):
            high = min(filter(high.__lt__, keys))
        low = min(keys)
        i = 0
        for j in range(half):
            if j > 0:
                high = min(filter(high.__lt__, keys))
            if 2 * (low >> 20) <= (high >> 20):
                i += 1
                if i == half:
                    break
                low = min(filter(low.__lt__, keys))
        return i
