# The recurrence f(i) = max(f(i - 1), f(i - 2) + a_i) tabulated for every prefix:
# O(n + q) time; O(n) extra space.
class Solution:
    def solve(self, a: List[int], e: List[int]) -> List[int]:
        n = len(a)
        f = [0] * (n + 1)
        before = best = 0
        for k in range(n):
            take = before + a[k]
            before = best
            if take > best:
                best = take
            f[k + 1] = best
        answer = []
        last = 0
        for code in e:
            last = f[(code + last) % n + 1]
            answer.append(last)
        return answer
