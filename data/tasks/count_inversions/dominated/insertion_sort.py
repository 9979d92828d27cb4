# Insertion sort of a copy, counting the shifts: each shift undoes exactly one inversion.
# O(n^2) time on random or decreasing input like comparing all pairs, but O(n) extra space
# for the copy: dominated by all pairs (O(1) space) and by the sorted blocks.
class Solution:
    def solve(self, a: List[int]) -> int:
        b = list(a)
        inversions = 0
        for i in range(1, len(b)):
            x = b[i]
            j = i
            while j > 0 and b[j - 1] > x:
                b[j] = b[j - 1]
                j -= 1
            inversions += i - j
            b[j] = x
        return inversions
