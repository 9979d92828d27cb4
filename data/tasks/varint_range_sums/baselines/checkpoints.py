# Checkpoints: for every B-th value (B ~ sqrt(m) / 2), its byte offset and the sum of the values
# before it. The sum of the first k values resumes at checkpoint k // B and decodes at most
# B - 1 values; a query is two such prefix sums. O(n + q sqrt m) time; O(sqrt m) extra space.
from math import isqrt


class Solution:
    def solve(self, data: List[int], m: int, x: List[int], y: List[int]) -> List[int]:
        B = max(1, isqrt(m) // 2)
        offset = []
        before = []
        p = 0
        total = 0
        for k in range(m + 1):
            if k % B == 0:
                offset.append(p)
                before.append(total)
            if k == m:
                break
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

        def prefix(k: int) -> int:
            c = k // B
            p = offset[c]
            s = before[c]
            for _ in range(k - c * B):
                v = 0
                shift = 0
                while True:
                    b = data[p]
                    p += 1
                    v |= (b & 127) << shift
                    if b < 128:
                        break
                    shift += 7
                s += v
            return s

        answer = []
        last = 0
        for xi, yi in zip(x, y):
            l = (xi + last) % m
            r = (yi + last) % m
            if l > r:
                l, r = r, l
            s = prefix(r + 1) - prefix(l)
            answer.append(s)
            last = s % m
        return answer
