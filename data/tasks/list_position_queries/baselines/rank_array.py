# One walk from the head writes every node's position into a list; each query is a lookup.
# O(n + q) time; O(n) extra space.
class Solution:
    def solve(self, next: List[int], head: int, queries: List[int]) -> List[int]:
        rank = [0] * len(next)
        u, p = head, 0
        while u != -1:
            rank[u] = p
            p += 1
            u = next[u]
        return [rank[v] for v in queries]
