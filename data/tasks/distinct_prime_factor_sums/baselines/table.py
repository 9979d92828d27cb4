# Sieve omega(k) for every k <= m (each prime adds one to all its multiples), then prefix
# sums: O(m log log m) once, O(1) per query, O(m) extra space.
class Solution:
    def solve(self, m: int, queries: List[List[int]]) -> List[int]:
        s = [0] * (m + 1)
        for p in range(2, m + 1):
            if s[p] == 0:
                for k in range(p, m + 1, p):
                    s[k] += 1
        for k in range(1, m + 1):
            s[k] += s[k - 1]
        answer = []
        last = 0
        for x, y in queries:
            l, r = (x + last) % m + 1, (y + last) % m + 1
            if l > r:
                l, r = r, l
            last = s[r] - s[l - 1]
            answer.append(last)
        return answer
