# About sqrt(n) random checkpoint vertices with their depths in a dict: checkpoints are
# resolved in id order (a checkpoint's nearest checkpoint ancestor has a smaller id), then
# every vertex climbs only to its first checkpoint ancestor, about sqrt(n) steps expected.
# O(n sqrt n) expected time; O(sqrt n) extra space.
class Solution:
    def solve(self, parent: List[int]) -> int:
        n = len(parent)
        ids = random.Random(12345).sample(range(n), max(1, math.isqrt(n)))
        ids.sort()
        depth = {}
        for c in ids:
            u, d = parent[c], 1
            while u != -1 and u not in depth:
                u = parent[u]
                d += 1
            depth[c] = d - 1 if u == -1 else d + depth[u]
        total = 0
        for v in range(n):
            u, d = v, 0
            while u != -1 and u not in depth:
                u = parent[u]
                d += 1
            total += d - 1 if u == -1 else d + depth[u]
        return total
