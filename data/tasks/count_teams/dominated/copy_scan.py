# The middle scans of scan-middles over a copy of the ratings: O(n^2) time and O(n) extra
# space, dominated by both.
class Solution:
    def solve(self, a: List[int]) -> int:
        b = list(a)
        n = len(b)
        teams = 0
        for j in range(1, n - 1):
            v = b[j]
            less_before = greater_before = less_after = greater_after = 0
            for i in range(j):
                if b[i] < v:
                    less_before += 1
                elif b[i] > v:
                    greater_before += 1
            for k in range(j + 1, n):
                if b[k] < v:
                    less_after += 1
                elif b[k] > v:
                    greater_after += 1
            teams += less_before * greater_after + greater_before * less_after
        return teams
