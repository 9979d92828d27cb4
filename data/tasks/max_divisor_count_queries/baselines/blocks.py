# [1, m] in blocks of B = isqrt(m) + 1 numbers; a segmented sieve (the primes up to sqrt m)
# counts the divisors of one block at a time and the maximum of every block is kept. A
# query takes the kept maxima of the blocks inside [l, r] and recounts the partial blocks
# at its ends: O(m log log m) once, O(sqrt m) per query, O(sqrt m) extra space.
def segment_max(lo: int, hi: int, primes: List[int]) -> int:
    rest = list(range(lo, hi + 1))
    count = [1] * (hi - lo + 1)
    for p in primes:
        if p * p > hi:
            break
        for k in range((lo + p - 1) // p * p, hi + 1, p):
            i = k - lo
            v = rest[i] // p
            e = 2
            while v % p == 0:
                v //= p
                e += 1
            rest[i] = v
            count[i] *= e
    best = 0
    for c, v in zip(count, rest):
        if v > 1:
            c *= 2
        if c > best:
            best = c
    return best


class Solution:
    def solve(self, m: int, queries: List[List[int]]) -> List[int]:
        s = math.isqrt(m)
        b = s + 1
        sieve = bytearray([1]) * (s + 1)
        primes = []
        for i in range(2, s + 1):
            if sieve[i]:
                primes.append(i)
                for j in range(i * i, s + 1, i):
                    sieve[j] = 0
        # block t holds [t * b, t * b + b - 1] (block 0 starts at 1)
        block_max = [segment_max(max(1, t * b), min(m, t * b + b - 1), primes)
                     for t in range(m // b + 1)]
        answer = []
        last = 0
        for x, y in queries:
            l, r = (x + last) % m + 1, (y + last) % m + 1
            if l > r:
                l, r = r, l
            bl, br = l // b, r // b
            if bl == br:
                best = segment_max(l, r, primes)
            else:
                best = max(segment_max(l, bl * b + b - 1, primes), segment_max(br * b, r, primes))
                for t in range(bl + 1, br):
                    if block_max[t] > best:
                        best = block_max[t]
            last = best
            answer.append(last)
        return answer
