class Solution:
    def countOrders(self, words: List[str], target: str) -> int:
        MOD = 1_000_000_007
        n = len(words)
        if sum(len(w) for w in words) != len(target):
            return 0
        end = len(target)
        count = 0
        used = 0

        def place(pos: int) -> None:
            nonlocal count, used
            if pos == end:
                count += 1
                return
            for i in range(n):
                if used >> i & 1:
                    continue
                w = words[i]
                if target.startswith(w, pos):
                    used |= 1 << i
                    place(pos + len(w))
                    used &= ~(1 << i)

        place(0)
        return count % MOD
