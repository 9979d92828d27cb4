# Dijkstra's algorithm with a binary heap of (distance, vertex) entries, outdated entries
# skipped when popped, over the out-edges grouped by source vertex: O((n + m) log n) time,
# O(n + m) extra space.
from heapq import heappop, heappush


class Solution:
    def solve(self, n: int, edges: List[List[int]], source: int) -> List[int]:
        graph = [[] for _ in range(n)]
        for u, v, w in edges:
            graph[u].append((v, w))
        dist = [-1] * n
        dist[source] = 0
        heap = [(0, source)]
        while heap:
            d, u = heappop(heap)
            if d != dist[u]:
                continue
            for v, w in graph[u]:
                candidate = d + w
                if dist[v] < 0 or candidate < dist[v]:
                    dist[v] = candidate
                    heappush(heap, (candidate, v))
        return dist
