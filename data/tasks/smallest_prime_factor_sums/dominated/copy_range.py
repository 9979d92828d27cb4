# The smallest factors of the range found by trial division and collected in a list, then
# added up: the scan's time with O(r - l) extra space.
class Solution:
    def solve(self, m: int, queries: List[List[int]]) -> List[int]:
        answer = []
        last = 0
        for x, y in queries:
            l, r = (x + last) % m + 1, (y + last) % m + 1
            if l > r:
                l, r = r, l
            factors = []
            for i in range(l, r + 1):
                f = 2 if i % 2 == 0 else i
                d = 3
                while f == i and d * d <= i:
                    if i % d == 0:
                        f = d
                    d += 2
                factors.append(f)
            last = sum(factors)
            answer.append(last)
        return answer
