# Decompose p into cycles once: the cells of each cycle laid out consecutively in `order`,
# each cell's index there, and per index its cycle's first index and length. A query is
# arithmetic and one lookup. O(n + q) time; O(n) extra space.
class Solution:
    def solve(self, p: List[int], a: List[int], t: List[int]) -> List[int]:
        n = len(p)
        where = [-1] * n
        order = []
        first = []
        length = []
        for s in range(n):
            if where[s] != -1:
                continue
            begin = len(order)
            y = s
            while True:
                where[y] = len(order)
                order.append(y)
                y = p[y]
                if y == s:
                    break
            size = len(order) - begin
            first.extend([begin] * size)
            length.extend([size] * size)
        answer = []
        last = 0
        for ai, ti in zip(a, t):
            w = where[(ai + last) % n]
            b = first[w]
            size = length[w]
            last = order[b + (w - b + ti % size) % size]
            answer.append(last)
        return answer
