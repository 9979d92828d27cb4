# Each query runs the 0/1 knapsack afresh over items 1..i and capacities 0..c, keeping one row
# (capacities downwards, so each item is used at most once): O(i c) per query, O(q n C) in
# all; O(C) extra space besides the answers.
class Solution:
    def solve(self, weight: List[int], value: List[int], capacity: int, queries: List[List[int]]) -> List[int]:
        n, width = len(weight), capacity + 1
        answer = []
        last = 0
        for u, v in queries:
            qi = (u + last) % n + 1
            qc = (v + last) % width
            best = [0] * (qc + 1)
            for k in range(qi):
                w = weight[k]
                gain = value[k]
                for c in range(qc, w - 1, -1):
                    t = best[c - w] + gain
                    if t > best[c]:
                        best[c] = t
            last = best[qc]
            answer.append(last)
        return answer
