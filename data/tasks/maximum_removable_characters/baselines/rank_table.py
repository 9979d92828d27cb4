# Binary search on the answer j with a table of deletion times: when[i] is the index of
# position i in `removable` (k if never deleted), so position i is deleted after the first j
# deletions exactly when when[i] < j. Each check is one greedy pass over s.
# O(n log k) time, O(n) extra space.
class Solution:
    def solve(self, s: str, p: str, removable: List[int]) -> int:
        k, m = len(removable), len(p)
        when = [k] * len(s)
        for idx, r in enumerate(removable):
            when[r] = idx
        good, bad = 0, k + 1  # j = good keeps p a subsequence, j = bad does not
        while bad - good > 1:
            j = (good + bad) // 2
            at, want = 0, p[0]
            for c, w in zip(s, when):
                if c == want and w >= j:
                    at += 1
                    if at == m:
                        break
                    want = p[at]
            if at == m:
                good = j
            else:
                bad = j
        return good
