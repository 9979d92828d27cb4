# Each query walks the Collatz trajectory of every number of its range: O((r - l + 1) * T)
# per query, T the trajectories' length; O(1) extra space besides the answers.
class Solution:
    def solve(self, m: int, queries: List[List[int]]) -> List[int]:
        answer = []
        last = 0
        for x, y in queries:
            l, r = (x + last) % m + 1, (y + last) % m + 1
            if l > r:
                l, r = r, l
            total = 0
            for i in range(l, r + 1):
                while i != 1:
                    i = 3 * i + 1 if i & 1 else i >> 1
                    total += 1
            last = total
            answer.append(total)
        return answer
