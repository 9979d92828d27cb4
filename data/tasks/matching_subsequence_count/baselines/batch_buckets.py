# Patterns in batches of B = max(1024, sqrt m); one walk of the log per batch advances every
# pattern of the batch at once: a pattern waits in the bucket of the code it needs next (an
# intrusive list: one head per code, one link and one position per pattern), and the code
# a[i] empties its bucket, moving each pattern there one code on. A walk stops when no
# pattern of the batch waits. O((m / B + 1) n + L) time, O(sqrt m) extra space.
class Solution:
    def solve(self, a: List[int], patterns: List[List[int]]) -> int:
        m = len(patterns)
        cap = max(1024, int(m ** 0.5))
        link = [-1] * cap
        at = [0] * cap
        count = 0
        for start in range(0, m, cap):
            batch = patterns[start:start + cap]
            head = [-1] * 100
            for k in range(len(batch)):
                c = batch[k][0]
                at[k] = 0
                link[k] = head[c]
                head[c] = k
            waiting = len(batch)
            for c in a:
                k = head[c]
                if k < 0:
                    continue
                head[c] = -1
                while k >= 0:
                    nxt = link[k]
                    p = batch[k]
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
