# The recurrence D(i) = i * D(i - 1) + (-1)^i (mod 10^9 + 7) tabulated for every i up to m:
# O(m + q) time; O(m) extra space.
class Solution:
    def solve(self, m: int, e: List[int]) -> List[int]:
        mod = 1_000_000_007
        table = [1] * (m + 1)
        d = 1
        sign = mod - 1
        for i in range(1, m + 1):
            d = (d * i + sign) % mod
            sign = mod - sign
            table[i] = d
        answer = []
        last = 0
        for code in e:
            last = table[(code + last) % m + 1]
            answer.append(last)
        return answer
