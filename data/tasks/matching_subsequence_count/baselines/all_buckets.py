# Every pattern at once: one walk of the log, each pattern waiting in the bucket of the code
# it needs next (an intrusive list: one head per code, one link and one position per
# pattern). O(n + m + L) time, O(m) extra space.
class Solution:
    def solve(self, a: List[int], patterns: List[List[int]]) -> int:
        m = len(patterns)
        link = [-1] * m
        at = [0] * m
        head = [-1] * 100
        for k in range(m):
            c = patterns[k][0]
            link[k] = head[c]
            head[c] = k
        waiting = m
        count = 0
        for c in a:
            k = head[c]
            if k < 0:
                continue
            head[c] = -1
            while k >= 0:
                nxt = link[k]
                p = patterns[k]
                j = at[k] + 1
                at[k] = j
                if j == len(p):
                    count += 1
                    waiting -= 1
                else:
                    d = p[j]
                    link[k] = head[d]
                    head[d] = k
                k = nxt
            if waiting == 0:
                break
        return count
