# Blocks of about sqrt(n) brackets with their net balance and lowest relative balance: walk
# the rest of the query's block, skip blocks where the balance cannot return to zero, walk
# the block where it does: O(sqrt n) per query; O(sqrt n) extra space.
class Solution:
    def solve(self, s: str, queries: List[int]) -> int:
        n = len(s)
        block = max(1, math.isqrt(n))
        net = []
        low = []
        for start in range(0, n, block):
            balance = lowest = 0
            for c in itertools.islice(s, start, min(n, start + block)):
                if c == "(":
                    balance += 1
                else:
                    balance -= 1
                    if balance < lowest:
                        lowest = balance
            net.append(balance)
            low.append(lowest)
        total = 0
        for p in queries:
            i = p - 1
            balance = 0
            end = min(n, (i // block + 1) * block)
            while i < end:
                if s[i] == "(":
                    balance += 1
                else:
                    balance -= 1
                i += 1
                if balance == 0:
                    break
            if balance != 0:
                b = end // block
                while balance + low[b] > 0:
                    balance += net[b]
                    b += 1
                i = b * block
                while True:
                    if s[i] == "(":
                        balance += 1
                    else:
                        balance -= 1
                    i += 1
                    if balance == 0:
                        break
            total += (i - p + 1) // 2
        return total
