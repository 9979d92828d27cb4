# The sieve of Eratosthenes recording each number's smallest prime factor for all i <= m,
# turned into prefix sums in place: O(m log log m) once, O(1) per query; O(m) extra space.
class Solution:
    def solve(self, m: int, queries: List[List[int]]) -> List[int]:
        prefix = [0] * (m + 1)
        for p in range(2, math.isqrt(m) + 1):
            if prefix[p] == 0:
                for j in range(p * p, m + 1, p):
                    if prefix[j] == 0:
                        prefix[j] = p
        total = 0
        for i in range(1, m + 1):
            total += prefix[i] or i  # primes and 1: themselves
            prefix[i] = total
        answer = []
        last = 0
        for x, y in queries:
            l, r = (x + last) % m + 1, (y + last) % m + 1
            if l > r:
                l, r = r, l
            last = prefix[r] - prefix[l - 1]
            answer.append(last)
        return answer
