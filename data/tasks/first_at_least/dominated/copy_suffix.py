# Copies a[l-1:] for every query and walks the copy: O(n) per query, like the scan, with
# O(n) extra space on top.
class Solution:
    def solve(self, a: List[int], queries: List[List[int]]) -> int:
        n = len(a)
        total = 0
        for l, x in queries:
            rest = a[l - 1:]
            answer = n + 1
            for offset, value in enumerate(rest):
                if value >= x:
                    answer = l + offset
                    break
            total += answer
        return total
