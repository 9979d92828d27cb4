# One entry per node: -1 unseen, -2 on the current walk, else its tail length. A walk that
# meets its own -2 closes a new cycle (lengths 0); the walk's nodes then count down from
# the stop's length plus the walk's length. O(n) time and space.
class Solution:
    def solve(self, f: List[int]) -> int:
        n = len(f)
        d = [-1] * n
        for x in range(n):
            if d[x] != -1:
                continue
            v = x
            while d[v] == -1:
                d[v] = -2
                v = f[v]
            if d[v] == -2:
                u = v
                while True:
                    d[u] = 0
                    u = f[u]
                    if u == v:
                        break
            t = 0
            u = x
            while d[u] == -2:
                t += 1
                u = f[u]
            length = d[v] + t
            u = x
            while d[u] == -2:
                d[u] = length
                length -= 1
                u = f[u]
        return sum(d)
