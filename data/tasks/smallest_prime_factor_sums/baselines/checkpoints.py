# A segmented sieve over [1, m] in blocks of B = isqrt(m) numbers (the primes up to isqrt(m)
# and one block's smallest factors in memory), keeping the prefix sum of spf at every
# multiple of B; a prefix sum S(x) is the checkpoint below x plus one sieved partial block,
# and a query is S(r) - S(l - 1): O(m log log m) once, O(sqrt m) per query;
# O(sqrt m) extra space besides the answers.
class Solution:
    def solve(self, m: int, queries: List[List[int]]) -> List[int]:
        block = max(1, math.isqrt(m))
        primes = []
        for p in range(2, block + 1):
            if all(p % d for d in primes if d * d <= p):
                primes.append(p)
        low = [0] * block

        def segment_sum(start: int, length: int) -> int:
            # spf(start) + ... + spf(start + length - 1), sieving into low[0:length]
            end = start + length - 1
            for k in range(length):
                low[k] = 0
            for p in primes:
                if p * p > end:
                    break
                for j in range(max(p * p, (start + p - 1) // p * p), end + 1, p):
                    if low[j - start] == 0:
                        low[j - start] = p
            total = 0
            for k in range(length):
                total += low[k] or start + k
            return total

        saved = [0] * (m // block + 1)  # saved[j] = spf(1) + ... + spf(j * block)
        for j in range(1, m // block + 1):
            saved[j] = saved[j - 1] + segment_sum((j - 1) * block + 1, block)

        def prefix(x: int) -> int:
            j = x // block
            rest = x - j * block
            return saved[j] + segment_sum(j * block + 1, rest) if rest else saved[j]

        answer = []
        last = 0
        for x, y in queries:
            l, r = (x + last) % m + 1, (y + last) % m + 1
            if l > r:
                l, r = r, l
            last = prefix(r) - prefix(l - 1)
            answer.append(last)
        return answer
