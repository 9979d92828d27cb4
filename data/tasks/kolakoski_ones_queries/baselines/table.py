# The sequence written out in full by reading its own run lengths (a bytearray, one run
# appended per term read), then prefix counts of ones: O(m) once, O(1) per query, O(m)
# extra space.
from itertools import accumulate

RUNS = ((b"", b"\x01", b"\x01\x01"), (b"", b"\x02", b"\x02\x02"))  # [symbol - 1][length]


class Solution:
    def solve(self, m: int, e: List[int]) -> List[int]:
        k = bytearray(b"\x01\x02\x02")
        read, symbol = 2, 0
        while len(k) < m:
            k += RUNS[symbol][k[read]]
            symbol ^= 1
            read += 1
        del k[m:]
        ones = [0]
        ones.extend(accumulate(v & 1 for v in k))
        answer = []
        last = 0
        for code in e:
            last = ones[(code + last) % m + 1]
            answer.append(last)
        return answer
