# Sort a copy; two pointers from both ends: while s_i + s_j <= target, s_i is the minimum
# of 2^(j-i) subsets whose other elements come from s_(i+1..j). Powers of two in a table.
# O(n log n) time, O(n) extra space.
class Solution:
    def solve(self, a: List[int], target: int) -> int:
        mod = 1000000007
        s = sorted(a)
        n = len(s)
        pw = [1] * n
        for k in range(1, n):
            pw[k] = pw[k - 1] * 2 % mod
        total = 0
        i, j = 0, n - 1
        while i <= j:
            if s[i] + s[j] <= target:
                total += pw[j - i]
                i += 1
            else:
                j -= 1
        return total % mod
