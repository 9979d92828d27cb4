# Brent's cycle finding from every node: the hare meets node i again before it meets the
# tortoise iff i is on the cycle it leads to. O(tail + cycle) per node, O(n^2) in the
# worst case, O(1) extra space.
class Solution:
    def solve(self, f: List[int]) -> int:
        count = 0
        for i in range(len(f)):
            tortoise = i
            hare = f[i]
            power = steps = 1
            while hare != i and hare != tortoise:
                if steps == power:
                    tortoise = hare
                    power <<= 1
                    steps = 0
                hare = f[hare]
                steps += 1
            if hare == i:
                count += 1
        return count
