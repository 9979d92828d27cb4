# The suffix array by prefix doubling: ranks of the first k letters of every suffix of s$,
# re-sorted by the pair (rank of the first k, rank of the next k) until all ranks are
# distinct; then one pass counts the places where the BWT letter changes.
# O(n log n log lcp) time, O(n) extra space.
class Solution:
    def solve(self, s: str) -> int:
        n = len(s) + 1
        rank = [ord(c) for c in s] + [0]
        sa = list(range(n))
        k = 1
        while True:
            second = rank[k:] + [-1] * min(k, n)
            sa.sort(key=lambda i: (rank[i], second[i]))
            new = [0] * n
            r = 0
            prev = (rank[sa[0]], second[sa[0]])
            for i in sa:
                cur = (rank[i], second[i])
                if cur != prev:
                    r += 1
                    prev = cur
                new[i] = r
            rank = new
            if r == n - 1:
                break
            k <<= 1
        runs = 1
        prev = s[sa[0] - 1] if sa[0] else "$"
        for idx in range(1, n):
            i = sa[idx]
            c = s[i - 1] if i else "$"
            if c != prev:
                runs += 1
            prev = c
        return runs
