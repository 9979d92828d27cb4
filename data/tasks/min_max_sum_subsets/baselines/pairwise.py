# For each position i with 2 a_i <= target, the positions after it in sorted order (ties
# by index) whose value is at most target - a_i are counted by one scan of the array; the
# subsets with a_i as their first minimum number 2^that count.
# O(n^2) time, O(1) extra space.
class Solution:
    def solve(self, a: List[int], target: int) -> int:
        mod = 1000000007
        n = len(a)
        total = 0
        for i in range(n):
            x = a[i]
            if 2 * x > target:
                continue
            lim = target - x
            d = 0
            for j in range(i):  # before i: a tie comes earlier in the order
                if x < a[j] <= lim:
                    d += 1
            for j in range(i + 1, n):  # after i: a tie comes later
                if x <= a[j] <= lim:
                    d += 1
            total += pow(2, d, mod)
        return total % mod
