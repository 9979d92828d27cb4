# Dynamic programming over prefixes: best[i] is the length of the longest strictly
# increasing subsequence that ends at a[i]. O(n^2) time, O(n) words of extra space.
# Correct, and dominated: patience sorting is faster in no more space, and peeling
# layers is about as fast on long answers in one bit per element instead of a word.
class Solution:
    def solve(self, a: List[int]) -> int:
        n = len(a)
        best = [1] * n
        for i in range(n):
            x, longest = a[i], 1
            for j in range(i):
                if a[j] < x and best[j] >= longest:
                    longest = best[j] + 1
            best[i] = longest
        return max(best, default=0)
