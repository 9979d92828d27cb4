# Build the list of people who trust each person (and the out-degrees), then look for the
# judge: O(n + m) time like counting degrees, but O(n + m) extra space for the lists.
class Solution:
    def solve(self, n: int, trust: List[List[int]]) -> int:
        trusted_by = [[] for _ in range(n + 1)]
        outdeg = [0] * (n + 1)
        for a, b in trust:
            trusted_by[b].append(a)
            outdeg[a] += 1
        for p in range(1, n + 1):
            if outdeg[p] == 0 and len(trusted_by[p]) == n - 1:
                return p
        return -1
