# Copies the array, then the pairwise count on the copy: O(n^2) time AND O(n) space.
class Solution:
    def solve(self, a: List[int], target: int) -> int:
        mod = 1000000007
        b = list(a)
        n = len(b)
        total = 0
        for i in range(n):
            x = b[i]
            if 2 * x > target:
                continue
            lim = target - x
            d = 0
            for j in range(n):
                if j != i and (b[j] > x or (b[j] == x and j > i)) and b[j] <= lim:
                    d += 1
            total += pow(2, d, mod)
        return total % mod
