# Stores the whole path from the vertex up to the root for every query, then reads its k-th
# entry: O(depth) time per query and O(n) extra space.
class Solution:
    def solve(self, parent: List[int], nodes: List[int], ks: List[int]) -> List[int]:
        answer = []
        for v, k in zip(nodes, ks):
            path = []
            while v != -1:
                path.append(v)
                v = parent[v]
            answer.append(path[k] if k < len(path) else -1)
        return answer
