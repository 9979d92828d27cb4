# About sqrt(n) random checkpoint vertices (and the root) keep the root-down greedy's state
# (pieces so far, room left in the open piece) in a dict. A vertex climbs to its first
# checkpoint ancestor, keeping the weights it passed in a list, and replays the greedy from
# the checkpoint's state down through them. Checkpoints are resolved in id order. O(n sqrt n)
# expected time; O(sqrt n) extra space.
class Solution:
    def solve(self, parent: List[int], weight: List[int], limit: int) -> int:
        n = len(parent)
        ids = random.Random(12345).sample(range(1, n), min(n - 1, math.isqrt(n)))
        ids.sort()
        cp = {0: (1, limit - weight[0])}

        def state(v):
            buf = []
            u = v
            while u not in cp:
                buf.append(weight[u])
                u = parent[u]
            pieces, room = cp[u]
            for w in reversed(buf):
                if w <= room:
                    room -= w
                else:
                    pieces += 1
                    room = limit - w
            return pieces, room

        for c in ids:
            pieces, room = state(parent[c])
            w = weight[c]
            if w <= room:
                cp[c] = (pieces, room - w)
            else:
                cp[c] = (pieces + 1, limit - w)
        total = 0
        for v in range(n):
            total += state(v)[0]
        return total
