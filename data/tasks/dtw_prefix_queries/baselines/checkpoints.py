# Checkpoints: every K-th row of the table (K about sqrt(n)) is kept; a query recomputes at
# most K-1 rows from the checkpoint above it, over columns 1..j.
# O(n m) to build, O(K m) per query; O((n / K) m) = O(m sqrt n) extra space.
class Solution:
    def solve(self, x: List[int], y: List[int], queries: List[List[int]]) -> List[int]:
        inf = float("inf")
        n, m = len(x), len(y)
        k = max(1, math.isqrt(n))

        def step(row: list, i: int, width: int) -> None:  # row i-1 -> row i, columns 1..width
            xi = x[i - 1]
            diagonal = row[0]
            row[0] = inf
            left = inf
            for j in range(width):
                above = row[j + 1]
                best = above if above < diagonal else diagonal
                if left < best:
                    best = left
                d = xi - y[j]
                left = (d if d >= 0 else -d) + best
                row[j + 1] = left
                diagonal = above

        row = [0] + [inf] * m
        saved = [row[:]]
        for i in range(1, n + 1):
            step(row, i, m)
            if i % k == 0:
                saved.append(row[:])
        answer = []
        last = 0
        for u, v in queries:
            qi = (u + last) % n + 1
            qj = (v + last) % m + 1
            base = qi // k
            row = saved[base][:qj + 1]
            for i in range(base * k + 1, qi + 1):
                step(row, i, qj)
            last = row[qj]
            answer.append(last)
        return answer
