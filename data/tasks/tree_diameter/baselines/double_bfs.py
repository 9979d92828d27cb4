# The textbook way: undirected adjacency lists, a breadth-first search from vertex 0 finds the
# farthest vertex a, a second one from a finds the diameter. O(n) time; O(n) extra space,
# several times the height list's (a list object per vertex). The common form of the linear
# class, so a second baseline of it: the limits of row 3 and the O(n) column follow it.
class Solution:
    def solve(self, parent: List[int]) -> int:
        n = len(parent)
        adj = [[] for _ in range(n)]
        for v in range(1, n):
            p = parent[v]
            adj[v].append(p)
            adj[p].append(v)

        def bfs(s):
            dist = [-1] * n
            dist[s] = 0
            queue = collections.deque([s])
            far = s
            while queue:
                v = queue.popleft()
                far = v
                dv = dist[v] + 1
                for u in adj[v]:
                    if dist[u] < 0:
                        dist[u] = dv
                        queue.append(u)
            return far, dist[far]

        a, _ = bfs(0)
        return bfs(a)[1]
