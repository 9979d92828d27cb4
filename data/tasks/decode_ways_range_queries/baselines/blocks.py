# The recurrence is linear: (ways(l..k), ways(l..k-1)) is the pair at k-1 times a 2x2
# matrix of s_{k-1} s_k. Blocks of B = isqrt(n) // 2 digits keep the product of their
# matrices (the recurrence run from (1, 0) and from (0, 1)); a query runs the recurrence to
# the end of l's block, applies the whole blocks' matrices and runs from the start of r's
# block to r. O(n) preprocessing, O(sqrt n) per query, O(sqrt n) extra space.
from math import isqrt

MOD = 10**9 + 7


def run(s: str, start: int, stop: int, cur: int, prev: int) -> tuple:
    """The pair (cur, prev) advanced over the digits start..stop-1 (a slice of < 2B)."""
    before = s[start - 1]
    for c in s[start:stop]:
        nxt = 0 if c == "0" else cur
        if before == "1" or (before == "2" and c <= "6"):
            nxt += prev
            if nxt >= MOD:
                nxt -= MOD
        prev, cur, before = cur, nxt, c
    return cur, prev


class Solution:
    def solve(self, s: str, x: List[int], y: List[int]) -> List[int]:
        n = len(s)
        b = max(1, isqrt(n) // 2)
        blocks = n // b
        m = []  # block j maps (cur, prev) to (m0 cur + m1 prev, m2 cur + m3 prev)
        for j in range(blocks):
            # the recurrence from (1, 0) and from (0, 1) at once: the block's two columns
            c0, p0, c1, p1 = 1, 0, 0, 1
            start = max(1, j * b)
            before = s[start - 1]
            for c in s[start:j * b + b]:
                if before == "1" or (before == "2" and c <= "6"):
                    if c == "0":
                        n0, n1 = p0, p1
                    else:
                        n0, n1 = c0 + p0, c1 + p1
                        if n0 >= MOD:
                            n0 -= MOD
                        if n1 >= MOD:
                            n1 -= MOD
                elif c == "0":
                    n0 = n1 = 0
                else:
                    n0, n1 = c0, c1
                p0, c0, p1, c1, before = c0, n0, c1, n1, c
            m += [c0, c1, p0, p1]
        answer = []
        last = 0
        for xi, yi in zip(x, y):
            l, r = (xi + last) % n, (yi + last) % n
            if l > r:
                l, r = r, l
            cur, prev = (0 if s[l] == "0" else 1), 1
            jl, jr = l // b + 1, r // b
            if jl >= jr:
                cur, prev = run(s, l + 1, r + 1, cur, prev)
            else:
                cur, prev = run(s, l + 1, jl * b, cur, prev)
                for j in range(4 * jl, 4 * jr, 4):
                    cur, prev = (m[j] * cur + m[j + 1] * prev) % MOD, (m[j + 2] * cur + m[j + 3] * prev) % MOD
                cur, prev = run(s, jr * b, r + 1, cur, prev)
            answer.append(cur)
            last = cur
        return answer
