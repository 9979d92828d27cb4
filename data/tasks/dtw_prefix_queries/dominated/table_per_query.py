# A fresh (i+1) x (j+1) table for every query: the recomputation's O(q n m) time with the
# full table's O(n m) space. Correct, and dominated by both.
class Solution:
    def solve(self, x: List[int], y: List[int], queries: List[List[int]]) -> List[int]:
        inf = float("inf")
        n, m = len(x), len(y)
        answer = []
        last = 0
        for u, v in queries:
            qi = (u + last) % n + 1
            qj = (v + last) % m + 1
            d = [[inf] * (qj + 1) for _ in range(qi + 1)]
            d[0][0] = 0
            for i in range(1, qi + 1):
                for j in range(1, qj + 1):
                    d[i][j] = abs(x[i - 1] - y[j - 1]) + min(d[i - 1][j], d[i][j - 1], d[i - 1][j - 1])
            last = d[qi][qj]
            answer.append(last)
        return answer
