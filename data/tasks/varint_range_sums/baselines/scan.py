# Per query, decode the stream from its start up to v_r, summing v_l..v_r.
# O(n) per query (n bytes), O(q n) time; O(1) extra space besides the answers.
class Solution:
    def solve(self, data: List[int], m: int, x: List[int], y: List[int]) -> List[int]:
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
                    b = data[p]
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
