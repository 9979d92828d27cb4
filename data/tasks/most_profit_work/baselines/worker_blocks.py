# Workers in blocks of B = max(256, 2 sqrt m), sorted; one scan of the jobs per block
# bisects each job's difficulty among the block's abilities and records its profit at the
# weakest worker able to do it; a prefix maximum gives every worker its best job.
# O((m / B + 1) n log B) time, O(sqrt m) extra space.
from bisect import bisect_left


class Solution:
    def solve(self, difficulty: List[int], profit: List[int], worker: List[int]) -> int:
        m = len(worker)
        cap = max(256, int(2 * m ** 0.5))
        total = 0
        for start in range(0, m, cap):
            block = sorted(worker[start:start + cap])
            ln = len(block)
            gain = [0] * ln
            for d, p in zip(difficulty, profit):
                i = bisect_left(block, d)
                if i < ln and p > gain[i]:
                    gain[i] = p
            best = 0
            for g in gain:
                if g > best:
                    best = g
                total += best
        return total
