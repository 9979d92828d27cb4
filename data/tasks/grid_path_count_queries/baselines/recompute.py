# Each query counts the paths afresh over rows 1..i and columns 1..j, keeping one row of
# counts: O(i j) per query, O(q n m) in all; O(m) extra space besides the answers.
class Solution:
    def solve(self, grid: List[str], queries: List[List[int]]) -> List[int]:
        mod = 1_000_000_007
        n, m = len(grid), len(grid[0])
        answer = []
        last = 0
        for u, v in queries:
            qi = (u + last) % n
            qj = (v + last) % m
            row = [0] * (qj + 1)
            row[0] = 1  # a virtual path entering the first cell from above
            for i in range(qi + 1):
                line = grid[i]
                left = 0
                for j in range(qj + 1):
                    if line[j] == "#":
                        left = 0
                    else:
                        left += row[j]
                        if left >= mod:
                            left -= mod
                    row[j] = left
            last = row[qj]
            answer.append(last)
        return answer
