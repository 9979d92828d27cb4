# About n / S checkpoints (S = sqrt n, chosen by a multiplicative hash of the id) in a dict
# of node -> slot, with per-slot tail length (Brent's), and for cyclic ones the previous
# checkpoint of the cycle and the gap to it. A node walks to its first checkpoint c in k
# steps: on a tail its length is k + mu(c); on a cycle a pointer from prev(c) and one from
# the node, set at the same distance before c, meet at its first cyclic node. A walk of 8S
# steps without a checkpoint falls back on Brent's. O(n sqrt n) expected time, O(sqrt n)
# extra space.
def _brent(f, x):
    tortoise = x
    hare = f[x]
    power = lam = 1
    while tortoise != hare:
        if power == lam:
            tortoise = hare
            power <<= 1
            lam = 0
        hare = f[hare]
        lam += 1
    tortoise = hare = x
    for _ in range(lam):
        hare = f[hare]
    mu = 0
    while tortoise != hare:
        tortoise = f[tortoise]
        hare = f[hare]
        mu += 1
    return mu


class Solution:
    def solve(self, f: List[int]) -> int:
        n = len(f)
        s = 1
        while (s + 1) * (s + 1) <= n:
            s += 1
        thr = (1 << 32) // s
        slot = {}
        mus = []
        for v in range(n):
            if (v * 2654435761) & 0xFFFFFFFF < thr:
                slot[v] = len(mus)
                mus.append(_brent(f, v))
        m = len(mus)
        prev = [-1] * m
        gap = [0] * m
        for v, i in slot.items():
            if mus[i]:
                continue
            u = f[v]
            k = 1
            while u not in slot:
                u = f[u]
                k += 1
            j = slot[u]
            prev[j] = v
            gap[j] = k
        total = 0
        cap = 8 * s
        for x in range(n):
            if x in slot:
                total += mus[slot[x]]
                continue
            y = x
            k = 0
            while k < cap and y not in slot:
                y = f[y]
                k += 1
            if y not in slot:
                total += _brent(f, x)
                continue
            ci = slot[y]
            if mus[ci]:
                total += k + mus[ci]
                continue
            g = gap[ci]
            a = prev[ci]
            b = x
            j = 0
            if k >= g:
                for _ in range(k - g):
                    b = f[b]
                j = k - g
            else:
                for _ in range(g - k):
                    a = f[a]
            while a != b:
                a = f[a]
                b = f[b]
                j += 1
            total += j
        return total
