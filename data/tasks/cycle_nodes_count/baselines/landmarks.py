# Landmarks every S = 1.5 sqrt(n) steps on the paths explored so far (a dict node ->
# landmark number, at most 2n / S entries; per landmark its kind, and on a cycle the
# previous landmark and the steps from it, in arrays of max(768, 2n / S + 4) entries).
# For each node i: (A) walk 2S steps: a return to i counts it (a cycle of length <= 2S); a
# tail or long-cycle landmark settles it; past a short-cycle landmark only a return
# matters. (B) With no landmark: if f^(2S)(i) comes back to itself within S steps, i hangs
# on a short cycle. (C) Otherwise explore from i, dropping a landmark every S steps, until
# a landmark: its own closes a new cycle (counted whole if longer than 2S); an old cycle's
# may make the walk's last landmark cyclic, checked from that cycle's previous landmark.
# O(n sqrt n) time, O(sqrt n) extra space.
from array import array

TAIL, SHORT_CYCLE, LONG_CYCLE = 0, 1, 2


class Solution:
    def solve(self, f: List[int]) -> int:
        n = len(f)
        s = max(1, int(1.5 * n ** 0.5))
        cap = max(768, 2 * (n // s) + 4)
        where = {}
        prev = array("i", bytes(4 * cap))
        gap = array("i", bytes(4 * cap))
        kind = array("b", bytes(cap))
        used = 0
        count = 0
        for i in range(n):
            # A.
            x = i
            look = True
            settled = False
            for _ in range(2 * s):
                x = f[x]
                if x == i:
                    count += 1
                    settled = True
                    break
                if look:
                    lid = where.get(x)
                    if lid is not None:
                        if kind[lid] != SHORT_CYCLE:
                            settled = True
                            break
                        look = False
            if settled or not look:
                continue
            # B.
            y = f[x]
            k = 1
            while k < s and y != x:
                y = f[y]
                k += 1
            if y == x:
                continue
            # C.
            base = used
            pos = 0
            last_node = -1
            x = i
            while True:
                x = f[x]
                pos += 1
                lid = where.get(x)
                if lid is not None:
                    last = used - 1
                    if lid >= base:
                        length = pos - (lid - base + 1) * s
                        kd = LONG_CYCLE if length > 2 * s else SHORT_CYCLE
                        if length > 2 * s:
                            count += length
                        for j in range(lid, last + 1):
                            kind[j] = kd
                        prev[lid] = last_node
                        gap[lid] = length - (last - lid) * s
                    elif kind[lid] != TAIL and last >= base:
                        d = pos - (last - base + 1) * s
                        g = gap[lid]
                        if d < g:
                            z = prev[lid]
                            for _ in range(g - d):
                                z = f[z]
                            if z == last_node:
                                kind[last] = kind[lid]
                                prev[last] = prev[lid]
                                gap[last] = g - d
                                prev[lid] = last_node
                                gap[lid] = d
                    break
                if pos % s == 0:
                    where[x] = used
                    prev[used] = last_node
                    gap[used] = s
                    used += 1
                    last_node = x
        return count
