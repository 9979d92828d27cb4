# About sqrt(n)/2 random checkpoint vertices with the maxima of their root paths in a dict:
# checkpoints are resolved in id order (a checkpoint's nearest checkpoint ancestor has a
# smaller id), then every vertex climbs only to its first checkpoint ancestor, about
# 2 sqrt(n) steps expected. O(n sqrt n) expected time; O(sqrt n) extra space.
class Solution:
    def solve(self, parent: List[int], weight: List[int]) -> int:
        n = len(parent)
        ids = random.Random(12345).sample(range(n), max(1, math.isqrt(n) // 2))
        ids.sort()
        top = {}
        for c in ids:
            best = weight[c]
            u = parent[c]
            while u != -1 and u not in top:
                if weight[u] > best:
                    best = weight[u]
                u = parent[u]
            if u != -1 and top[u] > best:
                best = top[u]
            top[c] = best
        total = 0
        for v in range(n):
            best = weight[v]
            u = v
            while u != -1 and u not in top:
                if weight[u] > best:
                    best = weight[u]
                u = parent[u]
            if u != -1 and top[u] > best:
                best = top[u]
            total += best
        return total
