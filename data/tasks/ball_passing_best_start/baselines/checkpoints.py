# About n / S checkpoints (S = sqrt n, chosen by a multiplicative hash of the id) in a dict of
# node -> slot. Slot i keeps the first checkpoint after it on its walk, the gap to it and the
# sum of the ids in between; following the links from a checkpoint comes back to it iff it is
# on a cycle, whose length and id sum are then the sums round it. The sum of the first m
# holders from x: walk to x's first checkpoint (about S steps expected) under Brent's
# teleporting tortoise (meeting it means a cycle with no checkpoint, of length the steps since
# the tortoise's last move: two pointers that far apart from x find the entry), follow links
# while m covers a gap (on a cycle: whole rounds at once, then at most one round of links),
# walk the last partial gap. O(n sqrt n) expected time, O(sqrt n) extra space.
def _brent(nx, x, m):
    tortoise = x
    hare = nx[x]
    power = lam = 1
    while tortoise != hare:
        if power == lam:
            tortoise = hare
            power <<= 1
            lam = 0
        hare = nx[hare]
        lam += 1
    return _finish(nx, x, lam, m)


def _finish(nx, x, lam, m):
    # the same, knowing the cycle length: two pointers lam apart meet at the cycle entry
    tortoise = hare = x
    for _ in range(lam):
        hare = nx[hare]
    s = 0
    while tortoise != hare:
        s += tortoise
        tortoise = nx[tortoise]
        hare = nx[hare]
        m -= 1
    rest = m % lam
    rnd = part = 0
    u = tortoise
    for i in range(lam):
        if i == rest:
            part = rnd
        rnd += u
        u = nx[u]
    return s + (m // lam) * rnd + part


class Solution:
    def solve(self, receiver: List[int], k: int) -> int:
        nx = receiver
        n = len(nx)
        s = 1
        while (s + 1) * (s + 1) <= n:
            s += 1
        thr = (1 << 32) // s
        cap = 8 * s
        ids = [v for v in range(n) if (v * 2654435761) & 0xFFFFFFFF < thr]
        slot = {v: i for i, v in enumerate(ids)}
        m = len(ids)
        link = [-1] * m
        gap = [0] * m
        gsum = [0] * m
        lam = [0] * m
        csum = [0] * m
        for i in range(m):
            u = nx[ids[i]]
            g = 1
            t = ids[i]
            while u not in slot and g < cap:
                t += u
                u = nx[u]
                g += 1
            if u in slot:
                link[i] = slot[u]
                gap[i] = g
                gsum[i] = t
        for i in range(m):
            j = link[i]
            if j < 0:
                continue
            ln = gap[i]
            t = gsum[i]
            steps = 0
            while j != i and j >= 0 and steps < m:
                ln += gap[j]
                t += gsum[j]
                j = link[j]
                steps += 1
            if j == i:
                lam[i] = ln
                csum[i] = t
        best = -1
        for x in range(n):
            left = k + 1
            t = 0
            y = x
            tortoise = x
            power = 1
            lm = 0
            loop = 0
            i = slot.get(y)
            while i is None:
                t += y
                y = nx[y]
                left -= 1
                if y == tortoise:
                    loop = lm + 1
                    break
                lm += 1
                if lm == power:
                    tortoise = y
                    power <<= 1
                    lm = 0
                i = slot.get(y)
            if i is None:
                score = _finish(nx, x, loop, k + 1)
            else:
                while True:
                    if link[i] < 0:
                        break
                    if lam[i]:
                        t += (left // lam[i]) * csum[i]
                        left %= lam[i]
                        while left >= gap[i]:
                            t += gsum[i]
                            left -= gap[i]
                            i = link[i]
                        break
                    if left < gap[i]:
                        break
                    t += gsum[i]
                    left -= gap[i]
                    i = link[i]
                if link[i] < 0 and left > 0:
                    score = t + _brent(nx, ids[i], left)
                else:
                    u = ids[i]
                    while left > 0:
                        t += u
                        u = nx[u]
                        left -= 1
                    score = t
            if score > best:
                best = score
        return best
