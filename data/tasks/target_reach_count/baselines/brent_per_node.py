# Brent's cycle finding from every node, watching for t: the hare passes every node of the
# rho before it meets the tortoise. O(tail + cycle) per node, O(n^2) in the worst case,
# O(1) extra space.
class Solution:
    def solve(self, f: List[int], t: int) -> int:
        count = 0
        for s in range(len(f)):
            if s == t:
                count += 1
                continue
            tortoise = s
            hare = f[s]
            power = steps = 1
            while hare != t and hare != tortoise:
                if steps == power:
                    tortoise = hare
                    power <<= 1
                    steps = 0
                hare = f[hare]
                steps += 1
            if hare == t:
                count += 1
        return count
