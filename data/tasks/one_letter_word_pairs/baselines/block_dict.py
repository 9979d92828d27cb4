# Blocks of B = max(64, sqrt n) words: dicts of the block's patterns (one letter replaced
# by '*') and of its words with their counts; pairs inside the block from the counts, then
# every later word looks its L patterns up (identical words match all L and are taken out).
# O(n^2 L / B) = O(n sqrt n) time, O(B L) = O(sqrt n) extra space.
class Solution:
    def solve(self, words: List[str]) -> int:
        n = len(words)
        if n == 0:
            return 0
        L = len(words[0])
        B = max(64, int(n ** 0.5) + 1)
        total = 0
        pat = {}
        same = {}
        for s in range(0, n, B):
            pat.clear()
            same.clear()
            for i in range(s, min(n, s + B)):
                w = words[i]
                for p in range(L):
                    k = w[:p] + "*" + w[p + 1:]
                    c = pat.get(k, 0)
                    total += c
                    pat[k] = c + 1
                c = same.get(w, 0)
                total -= L * c
                same[w] = c + 1
            get = pat.get
            for j in range(s + B, n):
                w = words[j]
                m = 0
                for p in range(L):
                    m += get(w[:p] + "*" + w[p + 1:], 0)
                if m:
                    total += m - L * same.get(w, 0)
        return total
