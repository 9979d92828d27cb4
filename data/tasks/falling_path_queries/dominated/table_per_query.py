# A fresh (i+1) x m table of sums for every query: the recomputation's time with the
# table's space.
class Solution:
    def solve(self, matrix: List[List[int]], queries: List[List[int]]) -> List[int]:
        n, m = len(matrix), len(matrix[0])
        answer = []
        last = 0
        for u, v in queries:
            qi = (u + last) % n
            qj = (v + last) % m
            f = [list(matrix[0])]
            for i in range(1, qi + 1):
                up = f[-1]
                a = matrix[i]
                f.append([a[j] + min(up[max(0, j - 1):j + 2]) for j in range(m)])
            last = f[qi][qj]
            answer.append(last)
        return answer
