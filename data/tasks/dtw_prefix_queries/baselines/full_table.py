# The whole table, built once row by row: O(n m + q) time; O(n m) extra space.
class Solution:
    def solve(self, x: List[int], y: List[int], queries: List[List[int]]) -> List[int]:
        inf = float("inf")
        n, m = len(x), len(y)
        table = [[0] + [inf] * m]
        for i in range(n):
            xi = x[i]
            up = table[-1]
            row = [inf] * (m + 1)
            left = inf
            for j in range(m):
                best = up[j + 1] if up[j + 1] < up[j] else up[j]
                if left < best:
                    best = left
                d = xi - y[j]
                left = (d if d >= 0 else -d) + best
                row[j + 1] = left
            table.append(row)
        answer = []
        last = 0
        for u, v in queries:
            last = table[(u + last) % n + 1][(v + last) % m + 1]
            answer.append(last)
        return answer
