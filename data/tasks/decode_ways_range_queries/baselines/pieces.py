# Forced cuts: where s_{k-1} s_k is not a code 10..26 every decoding splits there, so the
# ways of a range are the product of the ways of its pieces between forced cuts; inside a
# piece every digit but the last is 1 or 2 and every adjacent pair is a code, so a range of
# len digits inside one piece decodes in Fib(len + 1) ways (Fib(len - 1) if it ends in '0').
# Lists of each digit's piece, each piece's start, prefix products of the nonzero piece
# counts with their inverses, prefix counts of zero pieces and Fib make a query a few
# products. O(n + q) time, O(n) space.
MOD = 10**9 + 7


class Solution:
    def solve(self, s: str, x: List[int], y: List[int]) -> List[int]:
        n = len(s)
        fib = [0, 1]
        for _ in range(n):
            fib.append((fib[-1] + fib[-2]) % MOD)
        piece = [0] * n
        start = [0]
        before = s[0]
        for k in range(1, n):
            c = s[k]
            if not (before == "1" or (before == "2" and c <= "6")):
                start.append(k)
            piece[k] = len(start) - 1
            before = c
        pieces = len(start)
        start.append(n)

        def inside(a: int, b: int) -> int:
            return fib[b - a + 2] if s[b] != "0" else fib[b - a]

        weights = [inside(start[p], start[p + 1] - 1) for p in range(pieces)]
        pre, zeros = [1], [0]
        for w in weights:
            zeros.append(zeros[-1] + (w == 0))
            pre.append(pre[-1] * w % MOD if w else pre[-1])
        inv = [0] * (pieces + 1)
        inv[pieces] = pow(pre[pieces], MOD - 2, MOD)
        for p in range(pieces, 0, -1):
            w = weights[p - 1]
            inv[p - 1] = inv[p] * w % MOD if w else inv[p]
        answer = []
        last = 0
        for xi, yi in zip(x, y):
            l, r = (xi + last) % n, (yi + last) % n
            if l > r:
                l, r = r, l
            pl, pr = piece[l], piece[r]
            if pl == pr:
                ways = inside(l, r)
            elif zeros[pr] != zeros[pl + 1]:
                ways = 0
            else:
                ways = inside(l, start[pl + 1] - 1) * inside(start[pr], r) % MOD * pre[pr] % MOD * inv[pl + 1] % MOD
            answer.append(ways)
            last = ways
        return answer
