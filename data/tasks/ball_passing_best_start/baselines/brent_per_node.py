# Brent's cycle finding from every node: the cycle length lam, then two pointers lam apart
# meet at the cycle entry after mu steps, summing the tail. The other m = k + 1 - mu holders
# are m // lam whole rounds of the cycle and the first m % lam ids of one more, read in one
# round from the entry. O(tail + cycle) per node: O(n^2) time, O(1) extra space.
class Solution:
    def solve(self, receiver: List[int], k: int) -> int:
        nx = receiver
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
            mu = 0
            tail = 0
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
