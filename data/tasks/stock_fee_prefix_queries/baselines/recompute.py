# Each query runs the buy/sell recurrence from day 1 up to its i, keeping only the two
# states (best profit holding no share, best profit holding one): O(i) per query, O(q n) in
# all; O(1) extra space besides the answers.
class Solution:
    def solve(self, p: List[int], fee: int, e: List[int]) -> List[int]:
        n = len(p)
        answer = []
        last = 0
        for code in e:
            i = (code + last) % n + 1
            cash, hold = 0, -p[0]
            for k in range(i):
                price = p[k]
                sell = hold + price - fee
                if sell > cash:
                    cash = sell
                buy = cash - price
                if buy > hold:
                    hold = buy
            last = cash
            answer.append(last)
        return answer
