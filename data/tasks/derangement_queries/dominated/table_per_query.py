# The whole table D(0..n) built again for every query: the recurrence's time with O(n) extra
# space.
class Solution:
    def solve(self, m: int, e: List[int]) -> List[int]:
        mod = 1_000_000_007
        answer = []
        last = 0
        for code in e:
            n = (code + last) % m + 1
            table = [1] * (n + 1)
            sign = mod - 1
            for i in range(1, n + 1):
                table[i] = (table[i - 1] * i + sign) % mod
                sign = mod - sign
            last = table[n]
            answer.append(last)
        return answer
