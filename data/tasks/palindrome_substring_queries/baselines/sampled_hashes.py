# Polynomial hashes modulo 2^61 - 1 of s and of its reverse, kept only at every k-th
# prefix (k about sqrt n): the hash of any prefix is rebuilt from the checkpoint before it
# in fewer than k steps, so a query costs O(sqrt n); O(sqrt n) extra space.
MOD = (1 << 61) - 1
BASE = 1000003


class Solution:
    def solve(self, s: str, queries: List[List[int]]) -> int:
        n = len(s)
        k = max(1, math.isqrt(n))
        fwd, bwd = [], []
        f = b = 0
        for i in range(n + 1):
            if i % k == 0:
                fwd.append(f)
                bwd.append(b)
            if i < n:
                f = (f * BASE + ord(s[i])) % MOD
                b = (b * BASE + ord(s[n - 1 - i])) % MOD
        pow_small = [1] * k
        for i in range(1, k):
            pow_small[i] = pow_small[i - 1] * BASE % MOD
        step = pow_small[k - 1] * BASE % MOD
        pow_big = [1] * (n // k + 1)
        for i in range(1, n // k + 1):
            pow_big[i] = pow_big[i - 1] * step % MOD

        def prefix(x: int, reverse: bool) -> int:
            j = x // k
            if reverse:
                h = bwd[j]
                for i in range(j * k, x):
                    h = (h * BASE + ord(s[n - 1 - i])) % MOD
            else:
                h = fwd[j]
                for i in range(j * k, x):
                    h = (h * BASE + ord(s[i])) % MOD
            return h

        def substring(a: int, b: int, reverse: bool) -> int:
            length = b - a
            p = pow_big[length // k] * pow_small[length % k] % MOD
            return (prefix(b, reverse) - prefix(a, reverse) * p) % MOD

        count = 0
        for l, r in queries:
            # s[l..r] read backwards is the reverse's letters [n-1-r, n-l)
            if substring(l, r + 1, False) == substring(n - 1 - r, n - l, True):
                count += 1
        return count
