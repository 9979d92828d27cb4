# Greedy (exchange argument): a best menu cooks the m largest values in increasing order, so
# its score is P_1 + ... + P_m (P_t the sum of the t largest), growing while P_t > 0. The
# descending order is walked by distinct value with constant state: one scan finds the next
# smaller value and how often it occurs, then its copies are added one running sum at a time.
# O(n * distinct values) = O(n^2) time, O(1) extra space.
MOD = 1000000007


class Solution:
    def solve(self, s: List[int]) -> int:
        last = 1 << 62
        run = 0
        ans = 0
        left = len(s)
        while left:
            best = -(1 << 62)
            cnt = 0
            for v in s:
                if v < last:
                    if v > best:
                        best = v
                        cnt = 1
                    elif v == best:
                        cnt += 1
            for _ in range(cnt):
                run += best
                if run <= 0:
                    return ans
                ans = (ans + run) % MOD
            left -= cnt
            last = best
        return ans
