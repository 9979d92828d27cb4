# Bellman-Ford: n - 1 rounds over the whole edge list, never stopping early, so O(n m)
# time on every input; O(1) extra space, since the distances live in the returned list.
class Solution:
    def solve(self, n: int, edges: List[List[int]], source: int) -> List[int]:
        unreached = math.inf
        dist = [unreached] * n
        dist[source] = 0
        for _ in range(n - 1):
            for u, v, w in edges:
                d = dist[u] + w
                if d < dist[v]:
                    dist[v] = d
        for v in range(n):
            if dist[v] == unreached:
                dist[v] = -1
        return dist
