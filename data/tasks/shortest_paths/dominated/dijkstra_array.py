# Dijkstra's algorithm with a linear scan for the nearest unsettled vertex: O(n^2 + m) time,
# O(n + m) extra space. Correct, and dominated by the binary heap: the same space, and far
# slower on large sparse graphs (on dense ones it is about as fast).
class Solution:
    def solve(self, n: int, edges: List[List[int]], source: int) -> List[int]:
        graph = [[] for _ in range(n)]
        for u, v, w in edges:
            graph[u].append((v, w))
        unreached = math.inf
        dist = [unreached] * n
        dist[source] = 0
        settled = [False] * n
        for _ in range(n):
            u, best = -1, unreached
            for v in range(n):
                if not settled[v] and dist[v] < best:
                    u, best = v, dist[v]
            if u < 0:
                break
            settled[u] = True
            for v, w in graph[u]:
                if best + w < dist[v]:
                    dist[v] = best + w
        return [-1 if d == unreached else d for d in dist]
