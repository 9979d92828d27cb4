# The common form (LeetCode 179): the numbers as strings, sorted by a + b > b + a through
# functools.cmp_to_key, then the joined digits read modulo p. O(n log n) time, O(n) extra
# space.
from functools import cmp_to_key

MOD = 1_000_000_007


class Solution:
    def solve(self, nums: List[int]) -> int:
        s = sorted(map(str, nums), key=cmp_to_key(lambda x, y: (x + y < y + x) - (x + y > y + x)))
        acc = 0
        for t in s:
            acc = (acc * 10 ** len(t) + int(t)) % MOD
        return acc
