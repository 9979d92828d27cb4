# Greedy: take the subarray that ends first; from the last cut, sum back from r - 1 to the
# cut looking for a sum divisible by k. O(n^2) time in the worst case, O(1) extra space.
class Solution:
    def solve(self, a: List[int], k: int) -> int:
        n = len(a)
        cut = 0
        count = 0
        for r in range(1, n + 1):
            s = 0
            for l in range(r - 1, cut - 1, -1):
                s += a[l]
                if s % k == 0:
                    count += 1
                    cut = r
                    break
        return count
