# Each query recomputes the table from scratch over rows 1..i and columns 1..j, keeping one
# row: O(i j) per query, O(q n m) in all; O(m) extra space.
class Solution:
    def solve(self, x: List[int], y: List[int], queries: List[List[int]]) -> List[int]:
        inf = float("inf")
        n, m = len(x), len(y)
        answer = []
        last = 0
        for u, v in queries:
            qi = (u + last) % n + 1
            qj = (v + last) % m + 1
            ys = y[:qj]
            row = [0] + [inf] * qj
            for i in range(qi):
                xi = x[i]
                diagonal = row[0]
                row[0] = inf
                left = inf
                for j in range(qj):
                    above = row[j + 1]
                    best = above if above < diagonal else diagonal
                    if left < best:
                        best = left
                    d = xi - ys[j]
                    left = (d if d >= 0 else -d) + best
                    row[j + 1] = left
                    diagonal = above
            last = row[qj]
            answer.append(last)
        return answer
