# The whole table best[i][c] (items 1..i, capacity c), built once item by item:
# O(n C + q) time; O(n C) extra space.
class Solution:
    def solve(self, weight: List[int], value: List[int], capacity: int, queries: List[List[int]]) -> List[int]:
        n, width = len(weight), capacity + 1
        table = [[0] * width]
        for k in range(n):
            before = table[-1]
            w = weight[k]
            gain = value[k]
            row = before[:]
            for c in range(w, width):
                t = before[c - w] + gain
                if t > row[c]:
                    row[c] = t
            table.append(row)
        answer = []
        last = 0
        for u, v in queries:
            last = table[(u + last) % n + 1][(v + last) % width]
            answer.append(last)
        return answer
