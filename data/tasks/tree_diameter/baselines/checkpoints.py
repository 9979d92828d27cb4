# The double sweep with about sqrt(n) random checkpoint vertices (and the root), each with its
# nearest checkpoint ancestor and its depth (lists indexed through a dict of checkpoint ids).
# Pass 1: every vertex climbs to its first checkpoint, which gives its depth; a is the deepest.
# The checkpoints on a's root path are marked, each with the one below it on that path (a for
# the lowest); every other one gets the first marked checkpoint above it and the last
# unmarked one before it. Pass 2: w climbs to its first checkpoint c; the lowest common
# ancestor L of a and w lies between x (w if c is marked, else the last unmarked checkpoint)
# and the marked checkpoint C above, at or above y = the one below C on a's path: the
# ordered walk from x and y meets at L in about 2 sqrt(n) steps and gives depth(L).
# O(n sqrt n) expected time; O(sqrt n) extra space.
class Solution:
    def solve(self, parent: List[int]) -> int:
        n = len(parent)
        ids = random.Random(12345).sample(range(1, n), min(n - 1, math.isqrt(n)))
        ids.append(0)
        ids.sort()
        m = len(ids)
        idx = {v: i for i, v in enumerate(ids)}
        up = [-1] * m
        depth = [0] * m
        for i in range(1, m):
            u, d = parent[ids[i]], 1
            while u not in idx:
                u = parent[u]
                d += 1
            c = idx[u]
            up[i] = c
            depth[i] = depth[c] + d
        a, da = 0, 0
        for v in range(n):
            u, d = v, 0
            while u not in idx:
                u = parent[u]
                d += 1
            d += depth[idx[u]]
            if d > da:
                a, da = v, d
        on = [False] * m
        below = [0] * m
        below_depth = [0] * m
        u = a
        while u not in idx:
            u = parent[u]
        j = idx[u]
        on[j], below[j], below_depth[j] = True, a, da
        while up[j] != -1:
            k = up[j]
            on[k], below[k], below_depth[k] = True, ids[j], depth[j]
            j = k
        entry = [0] * m
        lastoff = [-1] * m
        for i in range(m):  # up[i] < i: resolved in id order
            if on[i]:
                entry[i] = i
            else:
                k = up[i]
                entry[i] = entry[k]
                lastoff[i] = i if on[k] else lastoff[k]
        best = 0
        for w in range(n):
            u, s = w, 0
            while u not in idx:
                u = parent[u]
                s += 1
            c = idx[u]
            dw = s + depth[c]
            if on[c]:
                x, dx, cc = w, dw, c
            else:
                l = lastoff[c]
                x, dx, cc = ids[l], depth[l], entry[c]
            y, k = below[cc], 0
            dy = below_depth[cc]
            while x != y:
                if x > y:
                    x = parent[x]
                else:
                    y = parent[y]
                k += 1
            dist = da + dw - (dx + dy - k)
            if dist > best:
                best = dist
        return best
