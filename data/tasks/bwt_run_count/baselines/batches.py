# Suffixes in batches of B = max(64, 4 sqrt n) consecutive start positions, sorted by binary
# insertion; one scan over all suffixes binary-searches each among the batch: a suffix
# outside the batch is a candidate successor of the largest batch suffix below it, a batch
# suffix's successor starting as the next one of the sorted batch. Suffixes compare 16
# letters at a time. O((n / B + 1) n log B lcp) time, O(sqrt n) extra space.
class Solution:
    def solve(self, s: str) -> int:
        n = len(s)
        total = n + 1

        def less(i: int, j: int) -> bool:
            while True:
                a = s[i:i + 16]
                b = s[j:j + 16]
                if a != b:
                    return a < b
                if len(a) < 16:
                    return False
                i += 16
                j += 16

        cap = min(total, max(64, int(4 * total ** 0.5)))
        changes = 0
        for start in range(0, total, cap):
            stop = min(total, start + cap)
            batch = []
            for p in range(start, stop):  # binary insertion: no key objects
                lo, hi = 0, len(batch)
                while lo < hi:
                    mid = (lo + hi) >> 1
                    if less(p, batch[mid]):
                        hi = mid
                    else:
                        lo = mid + 1
                batch.insert(lo, p)
            ln = len(batch)
            nxt = batch[1:] + [-1]
            for j in range(total):
                if start <= j < stop:
                    continue
                lo, hi = 0, ln
                while lo < hi:
                    mid = (lo + hi) >> 1
                    if less(j, batch[mid]):
                        hi = mid
                    else:
                        lo = mid + 1
                if lo:
                    c = nxt[lo - 1]
                    if c < 0 or less(j, c):
                        nxt[lo - 1] = j
            for k in range(ln):
                c = nxt[k]
                if c >= 0:
                    i = batch[k]
                    a = s[i - 1] if i else "$"
                    b = s[c - 1] if c else "$"
                    if a != b:
                        changes += 1
        return changes + 1
