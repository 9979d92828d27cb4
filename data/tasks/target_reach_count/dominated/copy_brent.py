# Brent's walk watching for t from every node, as brent-per-node, on a copy of f: O(n^2)
# time like it, but O(n) extra space for nothing. Dominated: it fails every cell but (1, 1).
class Solution:
    def solve(self, f: List[int], t: int) -> int:
        g = list(f)
        count = 0
        for s in range(len(g)):
            if s == t:
                count += 1
                continue
            tortoise = s
            hare = g[s]
            power = steps = 1
            while hare != t and hare != tortoise:
                if steps == power:
                    tortoise = hare
                    power <<= 1
                    steps = 0
                hare = g[hare]
                steps += 1
            if hare == t:
                count += 1
        return count
