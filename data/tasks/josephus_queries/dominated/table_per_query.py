# The whole table J(1..n) built again for every query: the recurrence's time with O(n) extra
# space.
class Solution:
    def solve(self, k: int, m: int, e: List[int]) -> List[int]:
        answer = []
        last = 0
        for code in e:
            n = (code + last) % m + 1
            survivor = [0] * (n + 1)
            for i in range(2, n + 1):
                survivor[i] = (survivor[i - 1] + k) % i
            last = survivor[n] + 1
            answer.append(last)
        return answer
