# A count of arrivals per minute below n (later ones never matter), then one sweep for the
# first minute k with more than k arrivals by then. O(n) time, O(n) extra space.
class Solution:
    def solve(self, dist: List[int], speed: List[int]) -> int:
        n = len(dist)
        at = [0] * n
        for d, s in zip(dist, speed):
            a = -(-d // s)
            if a < n:
                at[a] += 1
        arrived = 0
        for k in range(n):
            arrived += at[k]
            if arrived > k:
                return k
        return n
