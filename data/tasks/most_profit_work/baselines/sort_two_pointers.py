# Sort the jobs (difficulty, profit) and a copy of the workers, then sweep both with one
# pointer and a running maximum profit. O(n log n + m log m) time, O(n + m) extra space.
class Solution:
    def solve(self, difficulty: List[int], profit: List[int], worker: List[int]) -> int:
        jobs = sorted(zip(difficulty, profit))
        n = len(jobs)
        total = 0
        j = 0
        best = 0
        for w in sorted(worker):
            while j < n and jobs[j][0] <= w:
                if jobs[j][1] > best:
                    best = jobs[j][1]
                j += 1
            total += best
        return total
