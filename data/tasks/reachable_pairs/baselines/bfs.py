# A breadth-first search from every vertex over adjacency lists, marking visited vertices
# with the source so nothing is cleared between searches: O(n (n + m)) time, O(n + m)
# extra space.
class Solution:
    def solve(self, n: int, edges: List[List[int]]) -> int:
        adj = [[] for _ in range(n)]
        for u, v in edges:
            adj[u].append(v)
        seen = [-1] * n
        pairs = 0
        for s in range(n):
            seen[s] = s
            queue = [s]
            for u in queue:  # the list grows while it is walked: a FIFO queue
                for v in adj[u]:
                    if seen[v] != s:
                        seen[v] = s
                        queue.append(v)
            pairs += len(queue) - 1
        return pairs
