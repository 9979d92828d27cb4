# Brent's cycle detection for mu and lambda, then every B-th term of the rho kept,
# B = isqrt(mu + lambda); a query reduces its index and walks from the checkpoint below it:
# O(mu + lambda) once and O(sqrt(mu + lambda)) per query; O(sqrt(mu + lambda)) extra space.
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
        total = mu + lam
        block = max(1, math.isqrt(total))
        saved = []  # saved[j] = x_{j * block}
        x = s
        for i in range(total):
            if i % block == 0:
                saved.append(x)
            x = (x * x + c) % m
        answer = []
        last = 0
        for code in e:
            n = code + last
            if n >= mu:
                n = mu + (n - mu) % lam
            j = n // block
            x = saved[j]
            for _ in range(n - j * block):
                x = (x * x + c) % m
            last = x
            answer.append(x)
        return answer
