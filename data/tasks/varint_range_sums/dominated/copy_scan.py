# Copies the byte stream into a new list, then decodes the copy from its start per query
# as the O(1)-space scan does: O(n) extra space and still O(n) per query.
class Solution:
    def solve(self, data: List[int], m: int, x: List[int], y: List[int]) -> List[int]:
        copy = list(data)
        answer = []
        last = 0
        for xi, yi in zip(x, y):
            l = (xi + last) % m
            r = (yi + last) % m
            if l > r:
                l, r = r, l
            total = 0
            p = 0
            for k in range(r + 1):
                v = 0
                shift = 0
                while True:
                    b = copy[p]
                    p += 1
                    v |= (b & 127) << shift
                    if b < 128:
                        break
                    shift += 7
                if k >= l:
                    total += v
            answer.append(total)
            last = total % m
        return answer
