# best(s) is the largest w[x] - t over the first mu + lambda nodes x = f^t(s) of the walk
# from s. Brent's cycle finding gives lambda; a pointer from s and one lambda steps ahead meet
# at the cycle's entry (the first passes the tail), one more lap passes the cycle. O(tail +
# cycle) per node, O(n^2) in the worst case, O(1) extra space.
class Solution:
    def solve(self, f: List[int], w: List[int]) -> int:
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
