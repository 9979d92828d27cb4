# The jump targets i + a_i copied into a list first, then the greedy walk per query: the
# walk's O(n) per query with an O(n) copy. Correct, and dominated by both.
class Solution:
    def solve(self, a: List[int], starts: List[int]) -> int:
        n = len(a)
        target = [min(i + x, n - 1) for i, x in enumerate(a)]
        total = 0
        for s in starts:
            reach = s
            j = s
            while j <= reach and reach < n - 1:
                if target[j] > reach:
                    reach = target[j]
                j += 1
            total += reach
        return total
