# Walk the cycle of x once to learn its length L, then walk t mod L more moves.
# O(L) <= O(n) per query, O(q n) time; O(1) extra space besides the answers.
class Solution:
    def solve(self, p: List[int], a: List[int], t: List[int]) -> List[int]:
        n = len(p)
        answer = []
        last = 0
        for ai, ti in zip(a, t):
            x = (ai + last) % n
            length = 1
            y = p[x]
            while y != x:
                length += 1
                y = p[y]
            for _ in range(ti % length):
                y = p[y]
            answer.append(y)
            last = y
        return answer
