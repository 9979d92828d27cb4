# brent-per-node on copies of f and w: O(n^2) time like it, O(n) extra space for nothing.
# Dominated: it fails every cell but (1, 1).
class Solution:
    def solve(self, f: List[int], w: List[int]) -> int:
        f = list(f)
        w = list(w)
        total = 0
        for s in range(len(f)):
            tortoise = s
            hare = f[s]
            power = lam = 1
            while tortoise != hare:
                if power == lam:
                    tortoise = hare
                    power <<= 1
                    lam = 0
                hare = f[hare]
                lam += 1
            a = b = s
            for _ in range(lam):
                b = f[b]
            best = -1
            t = 0
            while a != b:
                if w[a] - t > best:
                    best = w[a] - t
                a = f[a]
                b = f[b]
                t += 1
            for _ in range(lam):
                if w[a] - t > best:
                    best = w[a] - t
                a = f[a]
                t += 1
            total += best
        return total
