# Scan right from every i, like the O(1)-space baseline, but first copy the array and
# store every answer before summing: O(n^2) time and O(n) extra space, dominated by both
# baselines.
class Solution:
    def solve(self, a: List[int]) -> int:
        v = list(a)
        n = len(v)
        answer = [-1] * n
        for i in range(n):
            for j in range(i + 1, n):
                if v[j] > v[i]:
                    answer[i] = v[j]
                    break
        return sum(answer)
