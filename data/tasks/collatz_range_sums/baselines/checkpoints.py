# One pass over 1..m walking every trajectory, keeping the prefix sum of T at every multiple
# of B = isqrt(m) // 2; a prefix sum S(x) is the checkpoint below x plus the walks of at most
# B - 1 numbers, and a query is S(r) - S(l - 1): O(m T) once, O(sqrt(m) T) per query;
# O(sqrt m) extra space besides the answers.
def steps(n: int) -> int:
    count = 0
    while n != 1:
        n = 3 * n + 1 if n & 1 else n >> 1
        count += 1
    return count


class Solution:
    def solve(self, m: int, queries: List[List[int]]) -> List[int]:
        block = max(1, math.isqrt(m) // 2)
        saved = [0] * (m // block + 1)  # saved[j] = T(1) + ... + T(j * block)
        running = 0
        for i in range(1, m + 1):
            running += steps(i)
            if i % block == 0:
                saved[i // block] = running

        def prefix(x: int) -> int:
            j = x // block
            total = saved[j]
            for i in range(j * block + 1, x + 1):
                total += steps(i)
            return total

        answer = []
        last = 0
        for x, y in queries:
            l, r = (x + last) % m + 1, (y + last) % m + 1
            if l > r:
                l, r = r, l
            last = prefix(r) - prefix(l - 1)
            answer.append(last)
        return answer
