# Meet in the middle, halves, with a Counter: the codes y with w(y) = target for the words w
# of the last k - k // 2 presses (run backwards with the inverse presses) counted, then every
# code reached from start by the first k // 2 presses looked up. O(g^(k/2)) expected time,
# O(g^(k/2)) extra space.
from collections import Counter


class Solution:
    def solve(self, buttons: List[List[int]], start: int, target: int, k: int) -> int:
        mask = 0xFFFFFFFF
        g = len(buttons)
        inv = [pow(b[0], -1, 1 << 32) for b in buttons]
        h = k // 2
        seen = Counter()

        def back(depth, y):
            if depth == k - h:
                seen[y] += 1
                return
            for i in range(g):
                a, b, r = buttons[i]
                z = ((y - b) * inv[i]) & mask
                x = z
                s = r
                while s < 32:
                    x ^= z >> s
                    s += r
                back(depth + 1, x)

        back(0, target)
        count = 0

        def forward(depth, x):
            nonlocal count
            if depth == h:
                count += seen.get(x, 0)
                return
            for a, b, r in buttons:
                forward(depth + 1, ((x ^ (x >> r)) * a + b) & mask)

        forward(0, start)
        return count
