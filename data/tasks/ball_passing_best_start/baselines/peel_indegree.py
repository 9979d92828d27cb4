# Kahn's peeling with a deque: nodes of in-degree 0 are removed until only the cycles stay;
# each cycle is laid out with prefix sums of its ids; the removal order read backwards settles
# every tail node after its receiver (tail length, tail sum, entry). The score of x is its tail
# sum plus m = k + 1 - mu holders from its entry: whole rounds and a prefix of one, by
# prefix-sum differences. O(n) time and space.
from collections import deque


class Solution:
    def solve(self, receiver: List[int], k: int) -> int:
        nx = receiver
        n = len(nx)
        indeg = [0] * n
        for w in nx:
            indeg[w] += 1
        q = deque(x for x in range(n) if indeg[x] == 0)
        removed = []
        while q:
            x = q.popleft()
            removed.append(x)
            w = nx[x]
            indeg[w] -= 1
            if indeg[w] == 0:
                q.append(w)
        mu = [0] * n
        tail = [0] * n
        ent = list(range(n))
        at = [-1] * n
        base = [0] * n
        length = [0] * n
        pre = [0]
        for v in range(n):
            if indeg[v] == 0 or at[v] != -1:
                continue
            b = len(pre) - 1
            u = v
            while True:
                at[u] = len(pre) - 1
                pre.append(pre[-1] + u)
                base[u] = b
                u = nx[u]
                if u == v:
                    break
            length[b] = len(pre) - 1 - b
        for x in reversed(removed):
            w = nx[x]
            mu[x] = mu[w] + 1
            tail[x] = tail[w] + x
            ent[x] = ent[w]
        best = -1
        for x in range(n):
            e = ent[x]
            b = base[e]
            lam = length[b]
            t = at[e] - b
            m = k + 1 - mu[x]
            rest = m % lam
            rnd = pre[b + lam] - pre[b]
            if t + rest <= lam:
                part = pre[b + t + rest] - pre[b + t]
            else:
                part = pre[b + lam] - pre[b + t] + pre[b + t + rest - lam] - pre[b]
            score = tail[x] + (m // lam) * rnd + part
            if score > best:
                best = score
        return best
