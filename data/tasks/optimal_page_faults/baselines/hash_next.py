# Every request's next occurrence from right to left with a dict page -> nearest later
# request, then Belady's rule with the cache of next-request positions.
# O(n k) time, O(n) extra space.
class Solution:
    def solve(self, pages: List[int], k: int) -> int:
        n = len(pages)
        nxt = [n] * n
        later = {}
        for i in range(n - 1, -1, -1):
            nxt[i] = later.get(pages[i], n)
            later[pages[i]] = i
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
