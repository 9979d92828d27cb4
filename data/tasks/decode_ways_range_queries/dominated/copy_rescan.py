# Copies the string into a list of digits, then runs the recurrence over each query's
# range: the rescan's O(q n) time AND linear space. Correct, dominated.
MOD = 10**9 + 7


class Solution:
    def solve(self, s: str, x: List[int], y: List[int]) -> List[int]:
        digits = [ord(c) - 48 for c in s]
        n = len(digits)
        answer = []
        last = 0
        for xi, yi in zip(x, y):
            l, r = (xi + last) % n, (yi + last) % n
            if l > r:
                l, r = r, l
            cur, prev = (1 if digits[l] else 0), 1
            for k in range(l + 1, r + 1):
                two = digits[k - 1] * 10 + digits[k]
                nxt = (cur if digits[k] else 0) + (prev if 10 <= two <= 26 else 0)
                prev, cur = cur, nxt % MOD
            answer.append(cur)
            last = cur
        return answer
