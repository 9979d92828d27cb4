# Every s-th node of the list (s ~ sqrt n) is a checkpoint, kept with its position in a
# dict; a query walks forward to the first checkpoint (at most s steps) or the tail.
# O(n + q sqrt n) time; O(sqrt n) extra space besides the answers.
class Solution:
    def solve(self, next: List[int], head: int, queries: List[int]) -> List[int]:
        n = len(next)
        s = max(1, math.isqrt(n))
        where = {}
        u, p = head, 0
        while u != -1:
            if p % s == 0:
                where[u] = p
            p += 1
            u = next[u]
        answer = []
        for v in queries:
            u, d = v, 0
            while u not in where:
                u = next[u]
                d += 1
                if u == -1:
                    break
            answer.append(n - d if u == -1 else where[u] - d)
        return answer
