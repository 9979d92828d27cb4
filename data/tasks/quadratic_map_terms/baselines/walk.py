# Brent's cycle detection gives the tail length mu and the cycle length lambda in O(1)
# space; each query reduces its index onto [0, mu + lambda) and walks there from x_0:
# O(mu + lambda) per query; O(1) extra space besides the answers.
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
        answer = []
        last = 0
        for code in e:
            n = code + last
            if n >= mu:
                n = mu + (n - mu) % lam
            x = s
            for _ in range(n):
                x = (x * x + c) % m
            last = x
            answer.append(x)
        return answer
