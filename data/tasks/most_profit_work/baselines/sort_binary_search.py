# Sort the jobs by difficulty, keep the difficulties and the prefix maxima of the profits,
# and bisect each worker's ability. O((n + m) log n) time, O(n) extra space.
from bisect import bisect_right


class Solution:
    def solve(self, difficulty: List[int], profit: List[int], worker: List[int]) -> int:
        jobs = sorted(zip(difficulty, profit))
        keys = [d for d, _ in jobs]
        best = []
        run = 0
        for _, p in jobs:
            if p > run:
                run = p
            best.append(run)
        total = 0
        for w in worker:
            i = bisect_right(keys, w)
            if i:
                total += best[i - 1]
        return total
