# Each query runs the recurrence D(0) = 1, D(i) = i * D(i - 1) + (-1)^i (mod 10^9 + 7) up to
# its n: O(n) per query; O(1) extra space besides the answers.
class Solution:
    def solve(self, m: int, e: List[int]) -> List[int]:
        mod = 1_000_000_007
        answer = []
        last = 0
        for code in e:
            n = (code + last) % m + 1
            d = 1
            sign = mod - 1
            for i in range(1, n + 1):
                d = (d * i + sign) % mod
                sign = mod - sign
            last = d
            answer.append(last)
        return answer
