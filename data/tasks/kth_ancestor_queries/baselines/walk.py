# Climb k parent links from the vertex for every query: O(k) = O(n) per query; O(1) extra
# space besides the answers.
class Solution:
    def solve(self, parent: List[int], nodes: List[int], ks: List[int]) -> List[int]:
        answer = []
        for v, k in zip(nodes, ks):
            while k and v != -1:
                v = parent[v]
                k -= 1
            answer.append(v)
        return answer
