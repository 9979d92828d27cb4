# Each query runs the recurrence J(1) = 0, J(i) = (J(i - 1) + k) mod i up to its n:
# O(n) per query; O(1) extra space besides the answers.
class Solution:
    def solve(self, k: int, m: int, e: List[int]) -> List[int]:
        answer = []
        last = 0
        for code in e:
            n = (code + last) % m + 1
            position = 0
            for i in range(2, n + 1):
                position = (position + k) % i
            last = position + 1
            answer.append(last)
        return answer
