import heapq


class Solution:
    def countOrders(self, words: List[str], target: str) -> int:
        MOD = 1_000_000_007
        n = len(words)
        L = len(target)
        if sum(len(w) for w in words) != L:
            return 0
        # match[p]: the words that occur in target at position p
        match = [0] * L
        for i, w in enumerate(words):
            bit = 1 << i
            p = target.find(w)
            while p != -1:
                match[p] |= bit
                p = target.find(w, p + 1)
        lengths = [len(w) for w in words]
        answer = 0
        # f(S): sequences of words of S (repeats allowed) spelling target; a sequence using
        # every word has length >= L, so it uses each exactly once.
        for S in range(1 << n):
            dp = [0] * (L + 1)
            dp[0] = 1
            pending = [0]
            last = -1
            while pending:
                p = heapq.heappop(pending)
                if p == L:
                    break
                if p == last:  # pushed again after its count wrapped to 0 modulo MOD
                    continue
                last = p
                v = dp[p]
                m = match[p] & S
                while m:
                    low = m & -m
                    m ^= low
                    q = p + lengths[low.bit_length() - 1]
                    if dp[q] == 0:
                        heapq.heappush(pending, q)
                    dp[q] = (dp[q] + v) % MOD
            f = dp[L]
            if (n - bin(S).count("1")) & 1:
                answer -= f
            else:
                answer += f
        return answer % MOD
