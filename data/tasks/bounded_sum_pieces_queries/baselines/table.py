# The greedy's piece count after every prefix, tabulated in one pass:
# O(m + q) time; O(m) extra space.
class Solution:
    def solve(self, s: int, a: List[int], e: List[int]) -> List[int]:
        m = len(a)
        table = [1]
        record = table.append
        pieces, total = 1, 0
        for x in a:
            if total + x > s:
                pieces += 1
                total = x
            else:
                total += x
            record(pieces)
        answer = []
        last = 0
        for code in e:
            last = table[(code + last) % m + 1]
            answer.append(last)
        return answer
