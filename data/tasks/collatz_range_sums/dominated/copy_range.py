# The step counts of the range collected in a list, then added up: the scan's time with
# O(r - l) extra space.
class Solution:
    def solve(self, m: int, queries: List[List[int]]) -> List[int]:
        answer = []
        last = 0
        for x, y in queries:
            l, r = (x + last) % m + 1, (y + last) % m + 1
            if l > r:
                l, r = r, l
            counts = []
            for i in range(l, r + 1):
                count = 0
                while i != 1:
                    i = 3 * i + 1 if i & 1 else i >> 1
                    count += 1
                counts.append(count)
            last = sum(counts)
            answer.append(last)
        return answer
