# Brent's cycle detection for mu and lambda, then every term of the rho tabulated:
# O(mu + lambda + q) time; O(mu + lambda) extra space.
class Solution:
    def solve(self, m: int, c: int, s: int, e: List[int]) -> List[int]:
        power = lam = 1
        tortoise, hare = s, (s * s + c) % m
        while tortoise != hare:
            if power == lam:
                tortoise, power, lam = hare, power * 2, 0
            hare = (hare * hare + c) % m
            lam += 1
        tortoise = hare = s
        for _ in range(lam):
            hare = (hare * hare + c) % m
        mu = 0
        while tortoise != hare:
            tortoise = (tortoise * tortoise + c) % m
            hare = (hare * hare + c) % m
            mu += 1
        term = [s]
        x = s
        for _ in range(mu + lam - 1):
            x = (x * x + c) % m
            term.append(x)
        answer = []
        last = 0
        for code in e:
            n = code + last
            if n >= mu:
                n = mu + (n - mu) % lam
            last = term[n]
            answer.append(last)
        return answer
