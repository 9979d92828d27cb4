# Every position j as the middle: one scan of the elements before it counts those smaller
# and larger than a[j], one scan of those after it likewise; a[j] is the middle of
# (smaller before) x (larger after) increasing and (larger before) x (smaller after)
# decreasing triplets. O(n^2) time, O(1) extra space.
class Solution:
    def solve(self, a: List[int]) -> int:
        n = len(a)
        teams = 0
        for j in range(1, n - 1):
            v = a[j]
            less_before = greater_before = 0
            for i in range(j):
                x = a[i]
                if x < v:
                    less_before += 1
                elif x > v:
                    greater_before += 1
            less_after = greater_after = 0
            for k in range(j + 1, n):
                x = a[k]
                if x < v:
                    less_after += 1
                elif x > v:
                    greater_after += 1
            teams += less_before * greater_after + greater_before * less_after
        return teams
