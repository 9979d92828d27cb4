# The same greedy without a sorted copy: both lists are walked in increasing order of
# (value, index), each next element found by one scan for the smallest key above the last.
# O(n^2 + m^2) time, O(1) extra space.
class Solution:
    def solve(self, g: List[int], s: List[int]) -> int:
        none = 1 << 62

        def next_key(v: List[int], last: int) -> int:
            best = none
            i = 0
            for x in v:
                key = (x << 20) | i
                if last < key < best:
                    best = key
                i += 1
            return best

        satisfied = 0
        child = next_key(g, -1)
        cookie = next_key(s, -1)
        while child != none and cookie != none:
            if cookie >> 20 >= child >> 20:
                satisfied += 1
                child = next_key(g, child)
            cookie = next_key(s, cookie)
        return satisfied
