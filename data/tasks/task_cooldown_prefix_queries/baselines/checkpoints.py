# One counting pass keeping the 26 letter counts and (top, tied) after every multiple of
# B = isqrt(m) tasks; a query resumes from the checkpoint at or below its n (over a slice of
# fewer than B tasks) and applies max(n, (top - 1) * (k + 1) + tied):
# O(m) once and O(sqrt m) per query; O(sqrt m) extra space.
from string import ascii_uppercase


class Solution:
    def solve(self, s: str, k: int, e: List[int]) -> List[int]:
        m = len(s)
        block = max(1, math.isqrt(m))
        counts = dict.fromkeys(ascii_uppercase, 0)
        top = tied = 0
        saved = [(tuple(counts.values()), 0, 0)]  # the state after j * block tasks
        countdown = block
        for c in s:
            x = counts[c] + 1
            counts[c] = x
            if x > top:
                top, tied = x, 1
            elif x == top:
                tied += 1
            countdown -= 1
            if countdown == 0:
                saved.append((tuple(counts.values()), top, tied))
                countdown = block
        answer = []
        last = 0
        for code in e:
            n = (code + last) % m + 1
            j = n // block
            values, top, tied = saved[j]
            counts = dict(zip(ascii_uppercase, values))
            for c in s[j * block:n]:
                x = counts[c] + 1
                counts[c] = x
                if x > top:
                    top, tied = x, 1
                elif x == top:
                    tied += 1
            last = max(n, (top - 1) * (k + 1) + tied)
            answer.append(last)
        return answer
