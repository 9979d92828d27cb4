# Landmarks: nodes whose multiplicative hash falls below 2^32 / S, S = sqrt(n), in a
# dict node -> answer (Brent's walk watching for t each: O(n^2 / S)). Every node walks to t
# (yes), a landmark (its answer) or 8S steps (a short rho: Brent's walk). O(n sqrt n) time,
# O(sqrt n) space.
class Solution:
    def solve(self, f: List[int], t: int) -> int:
        n = len(f)
        S = max(1, int(n ** 0.5))
        thr = (1 << 32) // S

        def reaches(s):
            if s == t:
                return True
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
            return hare == t

        marks = {}
        for x in range(n):
            if (x * 2654435761) & 0xFFFFFFFF < thr:
                marks[x] = reaches(x)
        cap = 8 * S + 8
        count = 0
        for s in range(n):
            x = s
            k = 0
            while True:
                if x == t:
                    count += 1
                    break
                if (x * 2654435761) & 0xFFFFFFFF < thr:
                    if marks[x]:
                        count += 1
                    break
                k += 1
                if k > cap:
                    if reaches(s):
                        count += 1
                    break
                x = f[x]
        return count
