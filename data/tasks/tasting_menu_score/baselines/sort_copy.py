# Greedy (exchange argument): a best menu cooks the m largest values in increasing order, so
# its score is P_1 + ... + P_m (P_t the sum of the t largest), growing while P_t > 0. Sort a
# copy in decreasing order and add the running sums while they stay positive.
# O(n log n) time, O(n) extra space.
MOD = 1000000007


class Solution:
    def solve(self, s: List[int]) -> int:
        run = 0
        ans = 0
        for v in sorted(s, reverse=True):
            run += v
            if run <= 0:
                break
            ans += run
        return ans % MOD
