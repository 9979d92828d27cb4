# Two fresh DP lists (cash and hold after each day) for every query: the recomputation's
# O(q n) time with the table's O(n) extra space.
class Solution:
    def solve(self, p: List[int], fee: int, e: List[int]) -> List[int]:
        n = len(p)
        answer = []
        last = 0
        for code in e:
            i = (code + last) % n + 1
            cash = [0] * (i + 1)
            hold = [0] * (i + 1)
            hold[0] = -p[0]
            for k in range(1, i + 1):
                cash[k] = max(cash[k - 1], hold[k - 1] + p[k - 1] - fee)
                hold[k] = max(hold[k - 1], cash[k] - p[k - 1])
            last = cash[i]
            answer.append(last)
        return answer
