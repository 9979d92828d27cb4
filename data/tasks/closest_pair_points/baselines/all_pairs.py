# Every pair i < j (a generator over an islice of the later points, no copies): n(n-1)/2
# squared distances, O(n^2) time, O(1) extra space.
class Solution:
    def solve(self, points: List[List[int]]) -> int:
        best = math.inf
        for i, (xi, yi) in enumerate(points):
            best = min(best, min(((x - xi) ** 2 + (y - yi) ** 2
                                  for x, y in itertools.islice(points, i + 1, None)), default=best))
        return best
