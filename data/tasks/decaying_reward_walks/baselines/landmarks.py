# Landmarks: the nodes whose multiplicative hash falls below 2^32 / S, S = sqrt(n) / 2, in a
# dict node -> best (each found as brent-per-node does: O(n^2 / S)). Every node walks,
# keeping the best w[x] - t so far, to a landmark L after t steps (best = max(that,
# best(L) - t): from L on the walks coincide) or for 3S steps without one, most likely on a
# short rho whose cycle has no landmark: the node reached then becomes a landmark (its best by
# Brent's walk; at most 2n / S such), so the other walks into that cycle stop there too.
# O(n sqrt n) time, O(sqrt n) space.
class Solution:
    def solve(self, f: List[int], w: List[int]) -> int:
        n = len(f)
        S = max(1, int(n ** 0.5) // 2)
        thr = (1 << 32) // S

        def best_from(s):
            tortoise = s
            hare = f[s]
            power = lam = 1
            while tortoise != hare:
                if power == lam:
                    tortoise = hare
                    power <<= 1
                    lam = 0
                hare = f[hare]
                lam += 1
            a = b = s
            for _ in range(lam):
                b = f[b]
            best = -1
            t = 0
            while a != b:
                if w[a] - t > best:
                    best = w[a] - t
                a = f[a]
                b = f[b]
                t += 1
            for _ in range(lam):
                if w[a] - t > best:
                    best = w[a] - t
                a = f[a]
                t += 1
            return best

        marks = {}
        for x in range(n):
            if (x * 2654435761) & 0xFFFFFFFF < thr:
                marks[x] = best_from(x)
        room = len(marks) + 2 * n // S + 2
        cap = 3 * S + 8
        total = 0
        for s in range(n):
            x = s
            run = -1
            t = 0
            while True:
                b = marks.get(x)
                if b is not None:
                    b -= t
                    if b > run:
                        run = b
                    break
                if t >= cap:
                    b = best_from(x)
                    if len(marks) < room:
                        marks[x] = b
                    b -= t
                    if b > run:
                        run = b
                    break
                if w[x] - t > run:
                    run = w[x] - t
                t += 1
                x = f[x]
            total += run
        return total
