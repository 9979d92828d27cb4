# Each day's wait by one scan to the right for the first price below p[i] - k.
# O(n^2) time in the worst case, O(1) extra space.
class Solution:
    def waitSum(self, prices: List[int], k: int) -> int:
        n = len(prices)
        total = 0
        for i in range(n):
            t = prices[i] - k
            j = i + 1
            while j < n and prices[j] >= t:
                j += 1
            total += j - i
        return total
