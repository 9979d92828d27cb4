# One pass of the buy/sell recurrence keeping the state pair (cash, hold) after every
# multiple of B = isqrt(n) days; a query resumes from the checkpoint at or below its i:
# O(n) once and O(sqrt n) per query; O(sqrt n) extra space besides the answers.
class Solution:
    def solve(self, p: List[int], fee: int, e: List[int]) -> List[int]:
        n = len(p)
        block = max(1, math.isqrt(n))
        cash_at = [0] * (n // block + 1)
        hold_at = [0] * (n // block + 1)
        cash, hold = 0, -p[0]
        cash_at[0], hold_at[0] = cash, hold
        for k in range(n):
            price = p[k]
            sell = hold + price - fee
            if sell > cash:
                cash = sell
            buy = cash - price
            if buy > hold:
                hold = buy
            if (k + 1) % block == 0:
                cash_at[(k + 1) // block] = cash
                hold_at[(k + 1) // block] = hold
        answer = []
        last = 0
        for code in e:
            i = (code + last) % n + 1
            j = i // block
            cash, hold = cash_at[j], hold_at[j]
            for k in range(j * block, i):
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
