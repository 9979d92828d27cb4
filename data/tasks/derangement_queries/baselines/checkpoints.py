# One pass of the recurrence up to m keeping D at every multiple of B = isqrt(m); a query
# resumes from the checkpoint at or below its n: O(m) once and O(sqrt m) per query;
# O(sqrt m) extra space besides the answers.
class Solution:
    def solve(self, m: int, e: List[int]) -> List[int]:
        mod = 1_000_000_007
        block = max(1, math.isqrt(m))
        saved = [1] * (m // block + 1)  # saved[j] = D(j * block)
        d = 1
        sign = mod - 1
        for i in range(1, m + 1):
            d = (d * i + sign) % mod
            sign = mod - sign
            if i % block == 0:
                saved[i // block] = d
        answer = []
        last = 0
        for code in e:
            n = (code + last) % m + 1
            j = n // block
            start = j * block
            d = saved[j]
            sign = mod - 1 if start % 2 == 0 else 1  # the sign of step start + 1
            for i in range(start + 1, n + 1):
                d = (d * i + sign) % mod
                sign = mod - sign
            last = d
            answer.append(last)
        return answer
