# The whole table of falling path sums, built once row by row: O(n m + q) time; O(n m)
# extra space.
class Solution:
    def solve(self, matrix: List[List[int]], queries: List[List[int]]) -> List[int]:
        n, m = len(matrix), len(matrix[0])
        up = list(matrix[0])
        table = [up]
        for i in range(1, n):
            a = matrix[i]
            if m == 1:
                row = [a[0] + up[0]]
            else:
                row = [a[0] + min(up[0], up[1])]
                row += [a[j] + min(up[j - 1], up[j], up[j + 1]) for j in range(1, m - 1)]
                row.append(a[m - 1] + min(up[m - 2], up[m - 1]))
            table.append(row)
            up = row
        answer = []
        last = 0
        for u, v in queries:
            last = table[(u + last) % n][(v + last) % m]
            answer.append(last)
        return answer
