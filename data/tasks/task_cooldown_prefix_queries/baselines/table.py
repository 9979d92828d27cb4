# One counting pass tabulating the shortest schedule of every prefix,
# max(n, (top - 1) * (k + 1) + tied): O(m + q) time; O(m) extra space.
from string import ascii_uppercase


class Solution:
    def solve(self, s: str, k: int, e: List[int]) -> List[int]:
        m = len(s)
        counts = dict.fromkeys(ascii_uppercase, 0)
        top = tied = 0
        table = [0]
        record = table.append
        width = k + 1
        for n, c in enumerate(s, 1):
            x = counts[c] + 1
            counts[c] = x
            if x > top:
                top, tied = x, 1
            elif x == top:
                tied += 1
            frame = (top - 1) * width + tied
            record(frame if frame > n else n)
        answer = []
        last = 0
        for code in e:
            last = table[(code + last) % m + 1]
            answer.append(last)
        return answer
