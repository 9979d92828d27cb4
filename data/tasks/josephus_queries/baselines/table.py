# The recurrence J(i) = (J(i - 1) + k) mod i tabulated for every i up to m:
# O(m + q) time; O(m) extra space.
class Solution:
    def solve(self, k: int, m: int, e: List[int]) -> List[int]:
        survivor = [0] * (m + 1)
        position = 0
        for i in range(2, m + 1):
            position = (position + k) % i
            survivor[i] = position
        answer = []
        last = 0
        for code in e:
            last = survivor[(code + last) % m + 1] + 1
            answer.append(last)
        return answer
