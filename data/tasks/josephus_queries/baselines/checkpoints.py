# One pass of the recurrence up to m keeping J at every multiple of B = isqrt(m); a query
# resumes from the checkpoint at or below its n: O(m) once and O(sqrt m) per query;
# O(sqrt m) extra space besides the answers.
class Solution:
    def solve(self, k: int, m: int, e: List[int]) -> List[int]:
        block = max(1, math.isqrt(m))
        saved = [0] * (m // block + 1)  # saved[j] = J(j * block) for j >= 1
        position = 0
        for i in range(2, m + 1):
            position = (position + k) % i
            if i % block == 0:
                saved[i // block] = position
        answer = []
        last = 0
        for code in e:
            n = (code + last) % m + 1
            j = n // block
            start = j * block if j else 1
            position = saved[j] if j else 0
            for i in range(start + 1, n + 1):
                position = (position + k) % i
            last = position + 1
            answer.append(last)
        return answer
