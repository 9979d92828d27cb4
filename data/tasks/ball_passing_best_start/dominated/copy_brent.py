# brent-per-node on a copy of the receivers: O(n^2) time like it, but O(n) extra space for
# nothing. Dominated: it fails every cell but (1, 1).
class Solution:
    def solve(self, receiver: List[int], k: int) -> int:
        nx = list(receiver)
        best = -1
        for x in range(len(nx)):
            tortoise = x
            hare = nx[x]
            power = lam = 1
            while tortoise != hare:
                if power == lam:
                    tortoise = hare
                    power <<= 1
                    lam = 0
                hare = nx[hare]
                lam += 1
            tortoise = hare = x
            for _ in range(lam):
                hare = nx[hare]
            mu = tail = 0
            while tortoise != hare:
                tail += tortoise
                tortoise = nx[tortoise]
                hare = nx[hare]
                mu += 1
            m = k + 1 - mu
            rest = m % lam
            rnd = part = 0
            u = tortoise
            for i in range(lam):
                if i == rest:
                    part = rnd
                rnd += u
                u = nx[u]
            score = tail + (m // lam) * rnd + part
            if score > best:
                best = score
        return best
