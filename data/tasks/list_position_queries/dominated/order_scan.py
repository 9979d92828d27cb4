# Copies the list's order into a list, then finds each query node by scanning it
# (list.index): O(n) extra space and still O(q n) time, dominated by both.
class Solution:
    def solve(self, next: List[int], head: int, queries: List[int]) -> List[int]:
        order = []
        u = head
        while u != -1:
            order.append(u)
            u = next[u]
        return [order.index(v) for v in queries]
