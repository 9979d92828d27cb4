# About sqrt(n)/2 random checkpoint vertices (and the root) in a dict: each maps to its
# nearest checkpoint ancestor and the distance to it (checkpoints resolved in id order, so
# a checkpoint's ancestors are known first). A query climbs to its first checkpoint, jumps
# along checkpoints while the distance left allows, and climbs the rest: O(sqrt n) expected
# per query; O(sqrt n) extra space.
class Solution:
    def solve(self, parent: List[int], nodes: List[int], ks: List[int]) -> List[int]:
        n = len(parent)
        stride = max(1, math.isqrt(n) // 2)
        ids = random.Random(12345).sample(range(1, n), (n - 1) // stride) if n > 1 else []
        ids.sort()
        link = {0: (-1, 0)}
        for c in ids:
            u, d = parent[c], 1
            while u not in link:
                u = parent[u]
                d += 1
            link[c] = (u, d)
        answer = []
        for v, k in zip(nodes, ks):
            while k and v not in link:
                v = parent[v]
                k -= 1
            if k:
                up, d = link[v]
                while up != -1 and d <= k:
                    k -= d
                    v = up
                    up, d = link[v]
                while k and v != -1:
                    v = parent[v]
                    k -= 1
            answer.append(v)
        return answer
