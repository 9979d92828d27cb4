# Sort a copy, then still try every pair i < j of it: the copy costs O(n) extra space and
# the pairs O(n^2) time, so this is slower than the two pointers and larger than trying
# the pairs of the input itself.
class Solution:
    def solve(self, a: List[int], target: int) -> int:
        b = sorted(a)
        n = len(b)
        best = abs(b[0] + b[1] - target)
        for i in range(n):
            for j in range(i + 1, n):
                best = min(best, abs(b[i] + b[j] - target))
        return best
