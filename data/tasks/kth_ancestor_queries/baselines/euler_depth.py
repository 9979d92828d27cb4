# Depths and preorder numbers in one pass each (parents have smaller ids), and every depth's
# preorder numbers in one sorted list; the k-th ancestor of v is the entry of depth
# depth(v) - k with the largest preorder number not above v's, found by bisect.
# O(n) preprocessing, O(log n) per query; O(n) extra space.
class Solution:
    def solve(self, parent: List[int], nodes: List[int], ks: List[int]) -> List[int]:
        n = len(parent)
        depth = [0] * n
        size = [1] * n
        for v in range(1, n):
            depth[v] = depth[parent[v]] + 1
        for v in range(n - 1, 0, -1):
            size[parent[v]] += size[v]
        pre = [0] * n
        nxt = size  # reused: the next free preorder number below each vertex
        nxt[0] = 1
        for v in range(1, n):
            p = parent[v]
            sub = nxt[v]
            pre[v] = nxt[p]
            nxt[p] += sub
            nxt[v] = pre[v] + 1
        by_pre = [0] * n
        for v in range(n):
            by_pre[pre[v]] = v
        start = [0] * (n + 1)
        for d in depth:
            start[d + 1] += 1
        for d in range(n):
            start[d + 1] += start[d]
        fill = start[:]  # the next free place of each depth's list
        level = [0] * n
        for t in range(n):
            d = depth[by_pre[t]]
            level[fill[d]] = t
            fill[d] += 1
        answer = []
        for v, k in zip(nodes, ks):
            d = depth[v] - k
            if d < 0:
                answer.append(-1)
            else:
                i = bisect.bisect_right(level, pre[v], start[d], start[d + 1]) - 1
                answer.append(by_pre[level[i]])
        return answer
