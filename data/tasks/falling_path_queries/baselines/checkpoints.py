# Checkpoints: every K-th row of sums (K about sqrt(n)) is kept; a query recomputes the rows
# below the checkpoint above it, over the cone of columns that can reach (i, j) only.
# O(n m) to build, O(K^2) per query; O((n / K) m) = O(m sqrt n) extra space besides the answers.
class Solution:
    def solve(self, matrix: List[List[int]], queries: List[List[int]]) -> List[int]:
        n, m = len(matrix), len(matrix[0])
        k = max(1, math.isqrt(n))
        up = list(matrix[0])
        saved = [up]  # saved[b] = row b*k
        for i in range(1, n):
            a = matrix[i]
            if m == 1:
                row = [a[0] + up[0]]
            else:
                row = [a[0] + min(up[0], up[1])]
                row += [a[j] + min(up[j - 1], up[j], up[j + 1]) for j in range(1, m - 1)]
                row.append(a[m - 1] + min(up[m - 2], up[m - 1]))
            if i % k == 0:
                saved.append(row)
            up = row
        answer = []
        last = 0
        for u, v in queries:
            qi = (u + last) % n
            qj = (v + last) % m
            base = qi // k * k
            d = qi - base
            lo, hi = max(0, qj - d), min(m - 1, qj + d)
            row = saved[base // k][lo:hi + 1]  # row[t] is column lo + t
            for i in range(base + 1, qi + 1):
                nlo, nhi = max(0, qj - (qi - i)), min(m - 1, qj + (qi - i))
                a = matrix[i]
                new = []
                for j in range(nlo, nhi + 1):
                    t = j - lo
                    best = row[t]
                    if t > 0 and row[t - 1] < best:
                        best = row[t - 1]
                    if j < hi and row[t + 1] < best:
                        best = row[t + 1]
                    new.append(a[j] + best)
                row, lo, hi = new, nlo, nhi
            last = row[qj - lo]
            answer.append(last)
        return answer
