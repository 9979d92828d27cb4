# Insertion sort of a copy, then the largest difference of neighbours: O(n^2) time on
# random input like the successor walk, and O(n) extra space like the buckets and the sort,
# so it is dominated by both.
class Solution:
    def solve(self, a: List[int]) -> int:
        b = list(a)
        for i in range(1, len(b)):
            x = b[i]
            j = i
            while j > 0 and b[j - 1] > x:
                b[j] = b[j - 1]
                j -= 1
            b[j] = x
        best = 0
        for i in range(1, len(b)):
            if b[i] - b[i - 1] > best:
                best = b[i] - b[i - 1]
        return best
