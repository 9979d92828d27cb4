# Each query finds the smallest prime factor of every number of its range by trial division
# (2, then odd divisors up to the square root): O((r - l + 1) sqrt m) per query;
# O(1) extra space besides the answers.
def smallest_factor(n: int) -> int:
    if n % 2 == 0:
        return 2
    d = 3
    while d * d <= n:
        if n % d == 0:
            return d
        d += 2
    return n  # a prime, or 1


class Solution:
    def solve(self, m: int, queries: List[List[int]]) -> List[int]:
        answer = []
        last = 0
        for x, y in queries:
            l, r = (x + last) % m + 1, (y + last) % m + 1
            if l > r:
                l, r = r, l
            total = 0
            for i in range(l, r + 1):
                total += smallest_factor(i)
            last = total
            answer.append(total)
        return answer
