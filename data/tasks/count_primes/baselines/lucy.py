# Lucy Hedgehog's recursion over the values v = floor(n / i): S(v) counts the integers in
# 2..v not yet sieved out; sieving by each prime p <= sqrt(n) updates, for every v >= p^2,
# S(v) -= S(v / p) - S(p - 1). The values up to r = isqrt(n) live in `small`, those n / i
# in `large[i]`. O(n^(3/4) / log n) time, O(sqrt n) extra space.
class Solution:
    def solve(self, n: int) -> int:
        if n < 2:
            return 0
        r = math.isqrt(n)
        small = [i - 1 for i in range(r + 1)]  # small[v] = S(v)
        large = [0] + [n // i - 1 for i in range(1, r + 1)]  # large[i] = S(n // i)
        for p in range(2, r + 1):
            if small[p] == small[p - 1]:
                continue  # p is not prime
            sp = small[p - 1]
            p2 = p * p
            for i in range(1, min(r, n // p2) + 1):
                d = i * p
                large[i] -= (large[d] if d <= r else small[n // d]) - sp
            for v in range(r, p2 - 1, -1):
                small[v] -= small[v // p] - sp
        return large[1]
