# Brent's cycle detection, then every term up to the query's index written out again for
# every query: the walk's time with O(mu + lambda) extra space.
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
            term = [s]
            for i in range(n):
                term.append((term[i] * term[i] + c) % m)
            last = term[n]
            answer.append(last)
        return answer
