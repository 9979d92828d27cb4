# Meet in the middle, halves: the codes y with w(y) = target for the words w of the last
# k - k // 2 presses (run backwards with the inverse presses) in a sorted list, then the
# codes reached from start by the first k // 2 presses, each counted by two bisections.
# O(g^(k/2) k) time, O(g^(k/2)) extra space.
from bisect import bisect_left, bisect_right


class Solution:
    def solve(self, buttons: List[List[int]], start: int, target: int, k: int) -> int:
        mask = 0xFFFFFFFF
        g = len(buttons)
        inv = [pow(b[0], -1, 1 << 32) for b in buttons]
        h = k // 2
        level = [target]
        for _ in range(k - h):
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
        table = sorted(level)
        del level
        count = 0

        def forward(depth, x):
            nonlocal count
            if depth == h:
                lo = bisect_left(table, x)
                if lo < len(table) and table[lo] == x:
                    count += bisect_right(table, x, lo) - lo
                return
            for a, b, r in buttons:
                forward(depth + 1, ((x ^ (x >> r)) * a + b) & mask)

        forward(0, start)
        return count
