# Belady's rule over blocks of B = max(256, sqrt n) requests: a dict of the block's pages
# gives each request's next occurrence inside the block and leaves, per page, its last
# request in the block; one scan of the rest of the sequence finds those requests' next
# occurrences (stopping once all are found); then the block is served with the cache of
# next-request positions. O(n^2 / B + n k) time, O(B) = O(sqrt n) extra space.
class Solution:
    def solve(self, pages: List[int], k: int) -> int:
        n = len(pages)
        size = max(256, int(n ** 0.5))
        cache = []
        faults = 0
        for a in range(0, n, size):
            b = min(n, a + size)
            last = {}
            nxt = [-1] * (b - a)
            for i in range(a, b):
                p = last.get(pages[i])
                if p is not None:
                    nxt[p - a] = i
                last[pages[i]] = i
            pending = len(last)
            j = b
            while j < n and pending:
                p = last.get(pages[j])
                if p is not None and nxt[p - a] < 0:
                    nxt[p - a] = j
                    pending -= 1
                j += 1
            for i in range(a, b):
                nu = nxt[i - a]
                if nu < 0:
                    nu = n
                if i in cache:
                    cache[cache.index(i)] = nu
                    continue
                faults += 1
                if len(cache) < k:
                    cache.append(nu)
                else:
                    cache[cache.index(max(cache))] = nu
            last = nxt = None
        return faults
