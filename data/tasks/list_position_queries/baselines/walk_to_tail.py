# Every node is on the list, so a node's position is n - 1 minus its distance to the tail:
# walk from each query node to the tail. O(n) per query, O(q n) time; O(1) extra space
# besides the answers.
class Solution:
    def solve(self, next: List[int], head: int, queries: List[int]) -> List[int]:
        last = len(next) - 1
        answer = []
        for v in queries:
            d = 0
            u = next[v]
            while u != -1:
                d += 1
                u = next[u]
            answer.append(last - d)
        return answer
