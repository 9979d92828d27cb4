# The pair loop over copies of all three lists: O(n m) time, O(n + m) extra space.
class Solution:
    def solve(self, difficulty: List[int], profit: List[int], worker: List[int]) -> int:
        ds = list(difficulty)
        ps = list(profit)
        total = 0
        for w in list(worker):
            best = 0
            for d, p in zip(ds, ps):
                if d <= w and p > best:
                    best = p
            total += best
        return total
