# Copies the divisor counts of each range (trial division) into a list before taking their
# maximum: the scan's time with O(r - l) extra space.
class Solution:
    def solve(self, m: int, queries: List[List[int]]) -> List[int]:
        answer = []
        last = 0
        for x, y in queries:
            l, r = (x + last) % m + 1, (y + last) % m + 1
            if l > r:
                l, r = r, l
            counts = []
            for k in range(l, r + 1):
                c, p = 1, 2
                while p * p <= k:
                    e = 1
                    while k % p == 0:
                        k //= p
                        e += 1
                    c *= e
                    p += 1
                counts.append(c * 2 if k > 1 else c)
            last = max(counts)
            answer.append(last)
        return answer
