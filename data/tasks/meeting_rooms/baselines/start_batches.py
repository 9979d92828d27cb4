# Start times in batches of B = 5 sqrt n (in input order), each batch sorted; one scan of all
# meetings per batch bisects each meeting's start and end among the batch's starts (the
# batch starts t with start[j] <= t < end[j] form one index range), counted in a difference
# list that the prefix sum clears again; the prefix sum gives the meetings open at every
# start of the batch. O(n^2 / B log B) = O(n sqrt n log n) time, O(sqrt n) extra space.
from bisect import bisect_left


class Solution:
    def solve(self, start: List[int], end: List[int]) -> int:
        n = len(start)
        cap = max(1, int(5 * n ** 0.5))
        diff = [0] * (cap + 1)
        best = 0
        for lo in range(0, n, cap):
            batch = start[lo:lo + cap]
            batch.sort()
            for s, e in zip(start, end):
                diff[bisect_left(batch, s)] += 1
                diff[bisect_left(batch, e)] -= 1
            open_ = 0
            for i in range(len(batch) + 1):
                open_ += diff[i]
                diff[i] = 0
                if open_ > best:
                    best = open_
        return best
