# The Dirichlet-hyperbola recursion sum_{d=1..x} Phi(x / d) = x (x + 1) / 2, so
# Phi(x) = x (x + 1) / 2 - sum_{d=2..x} Phi(x / d), with d grouped in blocks of equal x / d.
# Only the values floor(n / i) are needed: those v <= r = isqrt(n) memoised in small[v],
# the others, n / i, in large[i], both filled in increasing order of value (Python's ints
# hold the exact sums; one reduction at the end). O(n^(3/4)) time, O(sqrt n) extra space.
class Solution:
    def solve(self, n: int) -> int:
        r = math.isqrt(n)
        small = [0] * (r + 1)
        large = [0] * (r + 1)
        for v in range(1, r + 1):
            s = v * (v + 1) // 2
            l = 2
            while l <= v:
                q = v // l
                h = v // q
                s -= (h - l + 1) * small[q]
                l = h + 1
            small[v] = s
        for i in range(r, 0, -1):
            x = n // i
            if x <= r:
                continue  # a small value
            s = x * (x + 1) // 2
            l = 2
            while l <= x:
                q = x // l
                h = x // q
                s -= (h - l + 1) * (small[q] if q <= r else large[n // q])
                l = h + 1
            large[i] = s
        return (small[n] if n <= r else large[1]) % 1_000_000_007
