# Marking walks give every node its tail length, tail sum and cycle entry; each new cycle is
# laid out with prefix sums of its ids (one list for all cycles). A walk from an unseen node
# pushes its nodes until a seen one (or its own mark: a new cycle), then settles them
# backwards. The score of x is its tail sum plus m = k + 1 - mu holders from its entry: whole
# rounds and a prefix of one, by prefix-sum differences. O(n) time and space.
class Solution:
    def solve(self, receiver: List[int], k: int) -> int:
        nx = receiver
        n = len(nx)
        mu = [-1] * n
        tail = [0] * n
        ent = [0] * n
        at = [0] * n
        base = [0] * n
        length = [0] * n
        pre = [0]
        for x in range(n):
            if mu[x] != -1:
                continue
            path = []
            v = x
            while mu[v] == -1:
                mu[v] = -2
                path.append(v)
                v = nx[v]
            if mu[v] == -2:
                b = len(pre) - 1
                u = v
                while True:
                    at[u] = len(pre) - 1
                    pre.append(pre[-1] + u)
                    base[u] = b
                    mu[u] = 0
                    ent[u] = u
                    u = nx[u]
                    if u == v:
                        break
                length[b] = len(pre) - 1 - b
            for u in reversed(path):
                if mu[u] != -2:
                    continue
                w = nx[u]
                mu[u] = mu[w] + 1
                tail[u] = tail[w] + u
                ent[u] = ent[w]
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
