# The forward-scan Belady over a copy of the pages: O(n^2) time, O(n) extra space.
class Solution:
    def solve(self, pages: List[int], k: int) -> int:
        p = list(pages)
        n = len(p)
        cache = []
        faults = 0
        for i in range(n):
            try:
                nu = p.index(p[i], i + 1)
            except ValueError:
                nu = n
            if i in cache:
                cache[cache.index(i)] = nu
                continue
            faults += 1
            if len(cache) < k:
                cache.append(nu)
            else:
                cache[cache.index(max(cache))] = nu
        return faults
