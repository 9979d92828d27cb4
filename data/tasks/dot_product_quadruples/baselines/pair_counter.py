# Meet in the middle (4Sum II): all n^2 values c[k] o d[l] in a Counter, then every
# a[i] o b[j] looked up. O(n^2) expected time, O(n^2) extra space.
from collections import Counter


class Solution:
    def solve(self, a: List[List[int]], b: List[List[int]], c: List[List[int]],
              d: List[List[int]]) -> int:
        p = 1_000_000_007
        seen = Counter((cx * dx + cy * dy) % p for cx, cy in c for dx, dy in d)
        get = seen.get
        return sum(get((ax * bx + ay * by) % p, 0) for ax, ay in a for bx, by in b)
