# best(x) = max(w[x], best(f[x]) - 1) off the cycles; on a cycle, two backward laps. Walk from
# every unsettled node stamping nodes with the walk's number and keeping the path, until a
# settled node or this walk's own stamp (a new cycle), then settle the path backwards.
# O(n) time, O(n) extra space.
class Solution:
    def solve(self, f: List[int], w: List[int]) -> int:
        n = len(f)
        val = [-1] * n
        stamp = [-1] * n
        for s in range(n):
            if val[s] >= 0:
                continue
            path = []
            x = s
            while val[x] < 0 and stamp[x] != s:
                stamp[x] = s
                path.append(x)
                x = f[x]
            end = len(path)
            if val[x] < 0:
                c = end - 1
                while path[c] != x:
                    c -= 1
                v = -(1 << 40)
                for j in range(end - 1, c - 1, -1):
                    y = path[j]
                    v = max(w[y], v - 1)
                for j in range(end - 1, c - 1, -1):
                    y = path[j]
                    v = max(w[y], v - 1)
                    val[y] = v
                end = c
            for j in range(end - 1, -1, -1):
                y = path[j]
                val[y] = max(w[y], val[f[y]] - 1)
        return sum(val)
