# Copies the list, then takes the largest value left by one scan per dish over the copy,
# marking the ones used: quadratic time AND linear space. Correct, dominated by every
# baseline.
MOD = 1000000007


class Solution:
    def solve(self, s: List[int]) -> int:
        c = list(s)
        n = len(c)
        gone = -(1 << 62)
        run = 0
        ans = 0
        for _ in range(n):
            b = max(range(n), key=c.__getitem__)
            run += c[b]
            if run <= 0:
                break
            ans = (ans + run) % MOD
            c[b] = gone
        return ans
