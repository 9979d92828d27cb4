# Every worker against every job: a worker earns the largest profit among the jobs whose
# difficulty is at most its ability (0 if none). O(n m) time, O(1) extra space.
class Solution:
    def solve(self, difficulty: List[int], profit: List[int], worker: List[int]) -> int:
        total = 0
        for w in worker:
            best = 0
            for d, p in zip(difficulty, profit):
                if d <= w and p > best:
                    best = p
            total += best
        return total
