# Count every person's in-degree and out-degree in one pass over the pairs, then look for
# the person trusted by n - 1 others who trusts nobody: O(n + m) time, two lists of n + 1
# counters, O(n) extra space.
class Solution:
    def solve(self, n: int, trust: List[List[int]]) -> int:
        indeg = [0] * (n + 1)
        outdeg = [0] * (n + 1)
        for a, b in trust:
            outdeg[a] += 1
            indeg[b] += 1
        for p in range(1, n + 1):
            if outdeg[p] == 0 and indeg[p] == n - 1:
                return p
        return -1
