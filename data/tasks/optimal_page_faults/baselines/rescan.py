# Belady's rule (evict the cached page whose next request is furthest away) with each
# request's next occurrence found by a forward scan (list.index from the next position).
# The cache keeps, per cached page, the position of its next request (n when none): the
# page requested at i is cached iff i is in it. O(n^2) time, O(k) = O(1) extra space.
class Solution:
    def solve(self, pages: List[int], k: int) -> int:
        n = len(pages)
        cache = []
        faults = 0
        for i in range(n):
            try:
                nu = pages.index(pages[i], i + 1)
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
