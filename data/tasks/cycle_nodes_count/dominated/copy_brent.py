# Brent's cycle finding from every node, as brent-per-node, on a copy of f: O(n^2) time
# like it, but O(n) extra space for nothing. Dominated: it fails every cell but (1, 1).
class Solution:
    def solve(self, f: List[int]) -> int:
        g = list(f)
        count = 0
        for i in range(len(g)):
            tortoise = i
            hare = g[i]
            power = steps = 1
            while hare != i and hare != tortoise:
                if steps == power:
                    tortoise = hare
                    power <<= 1
                    steps = 0
                hare = g[hare]
                steps += 1
            if hare == i:
                count += 1
        return count
