# Each query recomputes the sums afresh from row 0 down to row i, over the cone of columns
# that can reach (i, j), one row at a time: O(i min(i, m)) per query, O(q n m) in all;
# O(m) extra space besides the answers.
class Solution:
    def solve(self, matrix: List[List[int]], queries: List[List[int]]) -> List[int]:
        n, m = len(matrix), len(matrix[0])
        answer = []
        last = 0
        for u, v in queries:
            qi = (u + last) % n
            qj = (v + last) % m
            lo, hi = max(0, qj - qi), min(m - 1, qj + qi)
            row = matrix[0][lo:hi + 1]  # row[k] is column lo + k
            for i in range(1, qi + 1):
                nlo, nhi = max(0, qj - (qi - i)), min(m - 1, qj + (qi - i))
                a = matrix[i]
                new = []
                for j in range(nlo, nhi + 1):
                    k = j - lo
                    best = row[k]
                    if k > 0 and row[k - 1] < best:
                        best = row[k - 1]
                    if j < hi and row[k + 1] < best:
                        best = row[k + 1]
                    new.append(a[j] + best)
                row, lo, hi = new, nlo, nhi
            last = row[qj - lo]
            answer.append(last)
        return answer
