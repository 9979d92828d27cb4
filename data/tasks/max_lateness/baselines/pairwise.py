# Jackson's rule (earliest deadline first) is optimal; in that order job j finishes once
# every job due no later than d_j is done, so the answer is the maximum over j of
# (sum of p_i with d_i <= d_j) - d_j: one scan per job, O(n^2) time, O(1) extra space.
class Solution:
    def solve(self, p: List[int], d: List[int]) -> int:
        best = None
        for dj in d:
            due = sum(pi for pi, di in zip(p, d) if di <= dj)
            if best is None or due - dj > best:
                best = due - dj
        return best
