# Count the divisors of every k <= m at once (each i <= sqrt m adds two to its multiples
# i * j with j > i, and one to i * i) into the leaves of a bottom-up segment tree of
# maxima: O(m log m) once, O(log m) per query, O(m) extra space.
class Solution:
    def solve(self, m: int, queries: List[List[int]]) -> List[int]:
        tree = [0] * (2 * m)  # the leaf of k at m + k - 1
        base = m - 1
        for i in range(1, math.isqrt(m) + 1):
            tree[base + i * i] += 1
            for k in range(base + i * (i + 1), base + m + 1, i):
                tree[k] += 2
        for v in range(m - 1, 0, -1):
            a, c = tree[2 * v], tree[2 * v + 1]
            tree[v] = a if a > c else c
        answer = []
        last = 0
        for x, y in queries:
            l, r = (x + last) % m + 1, (y + last) % m + 1
            if l > r:
                l, r = r, l
            best = 0
            a, c = l - 1 + m, r + m
            while a < c:
                if a & 1:
                    if tree[a] > best:
                        best = tree[a]
                    a += 1
                if c & 1:
                    c -= 1
                    if tree[c] > best:
                        best = tree[c]
                a >>= 1
                c >>= 1
            last = best
            answer.append(last)
        return answer
