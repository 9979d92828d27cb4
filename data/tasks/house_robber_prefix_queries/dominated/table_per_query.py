# A fresh table of f(0..i) for every query: the recomputation's O(q n) time with the
# table's O(n) extra space.
class Solution:
    def solve(self, a: List[int], e: List[int]) -> List[int]:
        n = len(a)
        answer = []
        last = 0
        for code in e:
            i = (code + last) % n + 1
            f = [0] * (i + 1)
            f[1] = a[0]
            for k in range(2, i + 1):
                f[k] = max(f[k - 1], f[k - 2] + a[k - 1])
            last = f[i]
            answer.append(last)
        return answer
