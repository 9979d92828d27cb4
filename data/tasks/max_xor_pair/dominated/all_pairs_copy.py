# All pairs over a sorted copy (sorting changes nothing for the enumeration): O(n^2) time
# like all_pairs and O(n) extra space like the sorted split. Correct, and dominated.
class Solution:
    def solve(self, a: List[int]) -> int:
        b = sorted(a)
        best = 0
        for i, x in enumerate(b):
            for y in b[i + 1:]:
                best = max(best, x ^ y)
        return best
