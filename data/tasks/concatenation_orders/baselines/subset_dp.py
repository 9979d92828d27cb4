class Solution:
    def countOrders(self, words: List[str], target: str) -> int:
        MOD = 1_000_000_007
        n = len(words)
        L = len(target)
        if sum(len(w) for w in words) != L:
            return 0
        match = [0] * (L + 1)
        for i, w in enumerate(words):
            bit = 1 << i
            p = target.find(w)
            while p != -1:
                match[p] |= bit
                p = target.find(w, p + 1)
        lengths = [len(w) for w in words]
        full = (1 << n) - 1
        dp = [0] * (1 << n)
        pos = [0] * (1 << n)
        dp[0] = 1
        for mask in range(full):
            if mask:
                low = mask & -mask
                pos[mask] = pos[mask ^ low] + lengths[low.bit_length() - 1]
            v = dp[mask]
            if not v:
                continue
            free = match[pos[mask]] & ~mask & full
            while free:
                low = free & -free
                free ^= low
                t = mask | low
                dp[t] = (dp[t] + v) % MOD
        return dp[full]
