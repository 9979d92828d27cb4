# A segmented sieve over [1, m] in blocks of B = isqrt(m) + 1: the primes up to sqrt m and,
# for one block, the count of primes found and the unfactored part of each k (above 1 at
# the end: one more prime). One pass keeps the prefix sum at every block end; S(x) is the
# checkpoint below x plus one partial block sieved again. O(m log log m) once, O(sqrt m)
# per query, O(sqrt m) extra space.
def block_sum(lo: int, hi: int, primes: List[int]) -> int:
    rest = list(range(lo, hi + 1))
    count = 0
    for p in primes:
        if p * p > hi:
            break
        for k in range((lo + p - 1) // p * p, hi + 1, p):
            i = k - lo
            count += 1
            v = rest[i] // p
            while v % p == 0:
                v //= p
            rest[i] = v
    return count + sum(1 for v in rest if v > 1)


class Solution:
    def solve(self, m: int, queries: List[List[int]]) -> List[int]:
        b = int(m ** 0.5) + 1
        primes = [p for p in range(2, b + 1) if p * p <= m and all(p % d for d in range(2, int(p ** 0.5) + 1))]
        check = [0]
        for j in range(1, m // b + 1):
            check.append(check[-1] + block_sum((j - 1) * b + 1, j * b, primes))

        def prefix(x: int) -> int:
            j = x // b
            s = check[j]
            if x >= j * b + 1:
                s += block_sum(j * b + 1, x, primes)
            return s

        answer = []
        last = 0
        for x, y in queries:
            l, r = (x + last) % m + 1, (y + last) % m + 1
            if l > r:
                l, r = r, l
            last = prefix(r) - prefix(l - 1)
            answer.append(last)
        return answer
