# Copies the list, then writes the order one value per scan over the copy: the first value in
# the concatenation order among those not yet used, marked used (-1) once written. Quadratic
# time AND linear space: correct, dominated by every baseline.
MOD = 1_000_000_007
P = [1, 10, 100, 1000, 10**4, 10**5, 10**6, 10**7, 10**8, 10**9, 10**10]


class Solution:
    def solve(self, nums: List[int]) -> int:
        b = list(nums)
        n = len(b)
        acc = 0
        for _ in range(n):
            best = -1
            bv = -1
            bp = 1
            for i in range(n):
                v = b[i]
                if v < 0:
                    continue
                p = P[len(str(v))]
                if best < 0 or v * bp + bv > bv * p + v:
                    best = i
                    bv = v
                    bp = p
            acc = (acc * bp + bv) % MOD
            b[best] = -1
        return acc
