# Prefix products of the non-zero elements and prefix counts of zeros; a range without a
# zero is prefix[r] times the modular inverse of prefix[l - 1] (Fermat: pow(x, p - 2, p)):
# O(n) to build, O(log p) per query; O(n) extra space.
class Solution:
    def solve(self, a: List[int], queries: List[List[int]]) -> List[int]:
        MOD = 1_000_000_007
        n = len(a)
        prefix = [1] * (n + 1)
        zeros = [0] * (n + 1)
        product, count = 1, 0
        for i, value in enumerate(a, 1):
            if value:
                product = product * value % MOD
            else:
                count += 1
            prefix[i] = product
            zeros[i] = count
        answer = []
        last = 0
        for x, y in queries:
            l, r = (x + last) % n + 1, (y + last) % n + 1
            if zeros[r] != zeros[l - 1]:
                last = 0
            else:
                last = prefix[r] * pow(prefix[l - 1], MOD - 2, MOD) % MOD
            answer.append(last)
        return answer
