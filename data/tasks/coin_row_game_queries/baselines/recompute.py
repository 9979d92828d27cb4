# Recomputation: every query plays all the games inside a[l..r] from scratch, one rolling
# row of game values G(i, c) (mover's total minus the other's) for i = r, r-1, ..., l;
# row l then gives F(l, c) = (S(l, c) + G(l, c)) / 2 for every c in [l, r].
# O(q n^2) time, O(n) extra space.
class Solution:
    def solve(self, a: List[int], queries: List[List[int]]) -> List[int]:
        n = len(a)
        g = [0] * n
        answer = []
        last = 0
        for u, v in queries:
            l, r = (u + last) % n, (v + last) % n
            if l > r:
                l, r = r, l
            for i in range(r, l - 1, -1):
                ai = a[i]
                g[i] = ai
                prev = ai
                for c in range(i + 1, r + 1):
                    x = ai - g[c]
                    y = a[c] - prev
                    prev = x if x > y else y
                    g[c] = prev
            s = total = 0
            for c in range(l, r + 1):
                s += a[c]
                total += (s + g[c]) // 2
            last = total
            answer.append(last)
        return answer
