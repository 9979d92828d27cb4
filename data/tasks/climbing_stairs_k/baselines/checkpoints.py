# Checkpoints of the walk: the sliding window's state (the ring of the last k values,
# indexed by step mod k, and the window sum) is saved every B = ceil(sqrt(N k)) steps of one
# walk up to N = max(x_i | 1023), a bound on every decoded height; a query n restarts from
# the checkpoint at or below it (copying k values) and walks at most B - 1 steps.
# O(N + q (k + sqrt(N k))) time, (N / B + 1) k = O(sqrt(N k)) extra space.
class Solution:
    def solve(self, k: int, queries: List[int]) -> int:
        MOD = 1_000_000_007
        top = max(x | 1023 for x in queries)
        block = math.isqrt(top * k)
        if block * block < top * k:
            block += 1
        saved_rings = []
        saved_windows = []
        ring = [0] * k
        ring[0] = 1
        window = 1
        i = slot = 0
        for j in range(top // block + 1):
            while i < j * block:
                i += 1
                slot += 1
                if slot == k:
                    slot = 0
                current = window
                window = (window + current - ring[slot]) % MOD
                ring[slot] = current
            saved_rings.append(ring[:])
            saved_windows.append(window)
        total = last = 0
        for x in queries:
            n = x ^ (last & 1023)
            j = n // block
            ring[:] = saved_rings[j]
            window = saved_windows[j]
            i = j * block
            slot = i % k
            while i < n:
                i += 1
                slot += 1
                if slot == k:
                    slot = 0
                current = window
                window = (window + current - ring[slot]) % MOD
                ring[slot] = current
            last = ring[slot]
            total += last
        return total % MOD
