# Copies the jobs as (t, w) pairs, then runs them in Smith's order with one scan per next
# job: quadratic time AND linear space. Correct, dominated by every baseline.
class Solution:
    def solve(self, t: List[int], w: List[int]) -> int:
        jobs = list(zip(t, w))
        done = [False] * len(jobs)
        clock = total = 0
        for _ in range(len(jobs)):
            best = -1
            for i, (ti, wi) in enumerate(jobs):
                if not done[i] and (best < 0 or ti * jobs[best][1] < jobs[best][0] * wi):
                    best = i
            done[best] = True
            clock += jobs[best][0]
            total += clock * jobs[best][1]
        return total
