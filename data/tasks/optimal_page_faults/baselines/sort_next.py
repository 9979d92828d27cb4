# Every request's next occurrence from the positions sorted by page (equal pages adjacent,
# in order of position), then Belady's rule with the cache of next-request positions.
# O(n log n + n k) time, O(n) extra space.
class Solution:
    def solve(self, pages: List[int], k: int) -> int:
        n = len(pages)
        order = sorted(range(n), key=pages.__getitem__)
        nxt = [n] * n
        for t in range(n - 1):
            if pages[order[t]] == pages[order[t + 1]]:
                nxt[order[t]] = order[t + 1]
        cache = []
        faults = 0
        for i in range(n):
            if i in cache:
                cache[cache.index(i)] = nxt[i]
                continue
            faults += 1
            if len(cache) < k:
                cache.append(nxt[i])
            else:
                cache[cache.index(max(cache))] = nxt[i]
        return faults
