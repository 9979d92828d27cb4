# Checkpoints: the knapsack row after every K-th item (K about sqrt(n)) is kept; a query copies
# the row of the checkpoint at or below its i and adds at most K-1 items over capacities 0..c.
# O(n C) to build, O(K C) per query; O((n / K) C) = O(C sqrt n) extra space besides the answers.
class Solution:
    def solve(self, weight: List[int], value: List[int], capacity: int, queries: List[List[int]]) -> List[int]:
        n, width = len(weight), capacity + 1
        k_step = max(1, math.isqrt(n))

        def add(best: list, k: int, top: int) -> None:  # item k (0-based) over capacities 0..top
            w = weight[k]
            gain = value[k]
            for c in range(top, w - 1, -1):
                t = best[c - w] + gain
                if t > best[c]:
                    best[c] = t

        best = [0] * width
        saved = [best[:]]  # saved[b] = the row for items 1..b*k_step
        for k in range(n):
            add(best, k, capacity)
            if (k + 1) % k_step == 0:
                saved.append(best[:])
        answer = []
        last = 0
        for u, v in queries:
            qi = (u + last) % n + 1
            qc = (v + last) % width
            base = qi // k_step
            best = saved[base][:qc + 1]
            for k in range(base * k_step, qi):
                add(best, k, qc)
            last = best[qc]
            answer.append(last)
        return answer
