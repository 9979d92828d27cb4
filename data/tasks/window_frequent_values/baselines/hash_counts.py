# The usual sliding window: a dict of counts in the window and the number of values at t
# copies or more, updated as one value enters and one leaves.
# O(n) expected time, O(min(n, k)) = O(n) extra space.
class Solution:
    def solve(self, a: List[int], k: int, t: int) -> int:
        count = {}
        total = 0
        frequent = 0
        for s, v in enumerate(a):
            c = count.get(v, 0) + 1
            count[v] = c
            if c == t:
                frequent += 1
            if s >= k:
                u = a[s - k]
                c = count[u]
                if c == t:
                    frequent -= 1
                if c == 1:
                    del count[u]
                else:
                    count[u] = c - 1
            if s >= k - 1:
                total += frequent
        return total
