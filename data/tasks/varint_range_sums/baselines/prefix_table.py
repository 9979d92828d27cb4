# Decode the stream once into prefix sums of the values; a query is two lookups.
# O(n + q) time; O(m) extra space.
class Solution:
    def solve(self, data: List[int], m: int, x: List[int], y: List[int]) -> List[int]:
        prefix = [0] * (m + 1)
        p = 0
        total = 0
        for k in range(m):
            v = 0
            shift = 0
            while True:
                b = data[p]
                p += 1
                v |= (b & 127) << shift
                if b < 128:
                    break
                shift += 7
            total += v
            prefix[k + 1] = total
        answer = []
        last = 0
        for xi, yi in zip(x, y):
            l = (xi + last) % m
            r = (yi + last) % m
            if l > r:
                l, r = r, l
            s = prefix[r + 1] - prefix[l]
            answer.append(s)
            last = s % m
        return answer
