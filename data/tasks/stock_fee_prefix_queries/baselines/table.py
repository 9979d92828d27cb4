# The buy/sell recurrence tabulated: the best profit f(i) of every prefix of days:
# O(n + q) time; O(n) extra space.
class Solution:
    def solve(self, p: List[int], fee: int, e: List[int]) -> List[int]:
        n = len(p)
        f = [0] * (n + 1)
        cash, hold = 0, -p[0]
        for k in range(n):
            price = p[k]
            sell = hold + price - fee
            if sell > cash:
                cash = sell
            buy = cash - price
            if buy > hold:
                hold = buy
            f[k + 1] = cash
        answer = []
        last = 0
        for code in e:
            last = f[(code + last) % n + 1]
            answer.append(last)
        return answer
