# Brent's cycle finding from every node: the cycle length lam, then two pointers lam apart
# meet after mu steps, the node's tail length. O(tail + cycle) per node, O(n^2) in the
# worst case, O(1) extra space.
class Solution:
    def solve(self, f: List[int]) -> int:
        total = 0
        for x in range(len(f)):
            tortoise = x
            hare = f[x]
            power = lam = 1
            while tortoise != hare:
                if power == lam:
                    tortoise = hare
                    power <<= 1
                    lam = 0
                hare = f[hare]
                lam += 1
            tortoise = hare = x
            for _ in range(lam):
                hare = f[hare]
            mu = 0
            while tortoise != hare:
                tortoise = f[tortoise]
                hare = f[hare]
                mu += 1
            total += mu
        return total
