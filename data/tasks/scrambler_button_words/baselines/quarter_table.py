# Meet in the middle with a small table: the codes y with w(y) = target for the g^q words w
# of the last q presses (run backwards with the inverse presses) in a sorted list, q the largest
# with g^q <= max(256, g^(k/4)); the first k - q presses enumerated depth-first from start,
# each code reached counted by two bisections. O(g^(3k/4) log) time, O(g^(k/4)) extra space.
from bisect import bisect_left, bisect_right


class Solution:
    def solve(self, buttons: List[List[int]], start: int, target: int, k: int) -> int:
        mask = 0xFFFFFFFF
        g = len(buttons)
        inv = [pow(b[0], -1, 1 << 32) for b in buttons]
        want = max(256, g ** (k // 4))
        q, size = 0, 1
        while g > 1 and q < k and size * g <= want:
            size *= g
            q += 1
        level = [target]
        for _ in range(q):
            nxt = []
            for y in level:
                for i in range(g):
                    a, b, r = buttons[i]
                    z = ((y - b) * inv[i]) & mask
                    x = z
                    s = r
                    while s < 32:
                        x ^= z >> s
                        s += r
                    nxt.append(x)
            level = nxt
        table = level
        table.sort()
        steps = k - q
        count = 0

        def forward(depth, x):
            nonlocal count
            if depth == steps:
                lo = bisect_left(table, x)
                if lo < len(table) and table[lo] == x:
                    count += bisect_right(table, x, lo) - lo
                return
            for a, b, r in buttons:
                forward(depth + 1, ((x ^ (x >> r)) * a + b) & mask)

        forward(0, start)
        return count
