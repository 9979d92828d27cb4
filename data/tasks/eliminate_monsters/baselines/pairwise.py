# The first minute k with more than k arrivals by minute k is an arrival minute: the smallest
# a_i = ceil(dist_i / speed_i) below n whose count of monsters with dist_j <= a_i * speed_j
# exceeds a_i. One scan per monster (skipped when a_i cannot improve the answer).
# O(n^2) time, O(1) extra space.
class Solution:
    def solve(self, dist: List[int], speed: List[int]) -> int:
        n = len(dist)
        best = n
        for i in range(n):
            a = -(-dist[i] // speed[i])
            if a >= best:
                continue
            count = 0
            for j in range(n):
                if dist[j] <= a * speed[j]:
                    count += 1
            if count > a:
                best = a
        return best
