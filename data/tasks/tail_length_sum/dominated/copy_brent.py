# brent-per-node on a copy of f: O(n^2) time like it, but O(n) extra space for nothing.
# Dominated: it fails every cell but (1, 1).
class Solution:
    def solve(self, f: List[int]) -> int:
        g = list(f)
        total = 0
        for x in range(len(g)):
            tortoise = x
            hare = g[x]
            power = lam = 1
            while tortoise != hare:
                if power == lam:
                    tortoise = hare
                    power <<= 1
                    lam = 0
                hare = g[hare]
                lam += 1
            tortoise = hare = x
            for _ in range(lam):
                hare = g[hare]
            mu = 0
            while tortoise != hare:
                tortoise = g[tortoise]
                hare = g[hare]
                mu += 1
            total += mu
        return total
