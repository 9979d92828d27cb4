# Copies p into a new list, then walks the copy as the O(1)-space walk does: O(n) extra
# space and still O(n) per query, dominated by both other classes.
class Solution:
    def solve(self, p: List[int], a: List[int], t: List[int]) -> List[int]:
        q = list(p)
        n = len(q)
        answer = []
        last = 0
        for ai, ti in zip(a, t):
            x = (ai + last) % n
            length = 1
            y = q[x]
            while y != x:
                length += 1
                y = q[y]
            for _ in range(ti % length):
                y = q[y]
            answer.append(y)
            last = y
        return answer
