# Every query generates the sequence again from its start with Nilsson's logarithmic-space
# recursion in Eppstein's two-word form (one bit per level in x: the symbol being written
# there; one in y: whether that level's run continues). O(n) per query, two ints of extra
# space.
class Solution:
    def solve(self, m: int, e: List[int]) -> List[int]:
        answer = []
        last = 0
        for code in e:
            n = (code + last) % m + 1
            x = y = -1
            ones = 0
            for _ in range(n):
                ones += x & 1
                f = y & ~(y + 1)
                x ^= f
                y = (y + 1) | (f & (x >> 1))
            last = ones
            answer.append(ones)
        return answer
