# The scan over a copy of the prices: O(n^2) time, O(n) extra space.
class Solution:
    def waitSum(self, prices: List[int], k: int) -> int:
        a = list(prices)
        n = len(a)
        total = 0
        for i in range(n):
            t = a[i] - k
            j = i + 1
            while j < n and a[j] >= t:
                j += 1
            total += j - i
        return total
