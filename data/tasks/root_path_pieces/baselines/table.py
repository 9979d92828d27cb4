# The root-down greedy's state per vertex (pieces so far, room left in the open piece): a
# child's follows from its parent's, and parents come first, so one pass in id order fills
# two lists. O(n) time; O(n) extra space.
class Solution:
    def solve(self, parent: List[int], weight: List[int], limit: int) -> int:
        n = len(parent)
        pieces = [1] * n
        room = [limit - weight[0]] * n
        for v in range(1, n):
            p = parent[v]
            w = weight[v]
            r = room[p]
            if w <= r:
                pieces[v] = pieces[p]
                room[v] = r - w
            else:
                pieces[v] = pieces[p] + 1
                room[v] = limit - w
        return sum(pieces)
