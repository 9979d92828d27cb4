# Factorials kept only at checkpoints: with B = ceil(sqrt(N + 1)) for the largest n = N of
# the queries, fc[j] = (jB)! and ic[j] = 1/(jB)! mod p = 10^9 + 7 for j = 0 .. N/B + 1
# (the inverse at the top by Fermat, the others by 1/(jB)! = 1/((j+1)B)! * (jB+1) ...
# (j+1)B). A query finishes each factorial from the nearest checkpoint: m! from the one
# below, 1/m! from the one above (times the factors m + 1 .. of its block).
# O(N + q sqrt N) time, two lists of about sqrt N values: O(sqrt N) extra space.
class Solution:
    def solve(self, queries: List[List[int]]) -> int:
        MOD = 1_000_000_007
        top = max(n for n, _ in queries)
        block = math.isqrt(top)
        if block * block < top + 1:
            block += 1
        count = top // block + 2
        fc = [1] * count
        ic = [1] * count
        f = 1
        for j in range(1, count):
            for x in range((j - 1) * block + 1, j * block + 1):
                f = f * x % MOD
            fc[j] = f
        ic[count - 1] = pow(f, MOD - 2, MOD)
        for j in range(count - 1, 0, -1):
            g = ic[j]
            for x in range((j - 1) * block + 1, j * block + 1):
                g = g * x % MOD
            ic[j - 1] = g
        total = 0
        for n, k in queries:
            j = n // block
            num = fc[j]
            for x in range(j * block + 1, n + 1):  # n! from the checkpoint below
                num = num * x % MOD
            for m in (k, n - k):  # 1/m! from the checkpoint above
                j = m // block + 1
                inv = ic[j]
                for x in range(m + 1, j * block + 1):
                    inv = inv * x % MOD
                num = num * inv % MOD
            total = (total + num) % MOD
        return total
