# A fresh (i+1) x (c+1) table for every query: the recomputation's time with the table's
# space.
class Solution:
    def solve(self, weight: List[int], value: List[int], capacity: int, queries: List[List[int]]) -> List[int]:
        n, width = len(weight), capacity + 1
        answer = []
        last = 0
        for u, v in queries:
            qi = (u + last) % n + 1
            qc = (v + last) % width
            best = [[0] * (qc + 1) for _ in range(qi + 1)]
            for i in range(1, qi + 1):
                w, gain = weight[i - 1], value[i - 1]
                for c in range(qc + 1):
                    best[i][c] = best[i - 1][c]
                    if c >= w and best[i - 1][c - w] + gain > best[i][c]:
                        best[i][c] = best[i - 1][c - w] + gain
            last = best[qi][qc]
            answer.append(last)
        return answer
