# Copies both lists, then walks them in increasing order with one scan per next element:
# quadratic time AND linear space. Correct, dominated by every baseline.
class Solution:
    def solve(self, g: List[int], s: List[int]) -> int:
        a = [(x << 20) | i for i, x in enumerate(g)]
        b = [(x << 20) | i for i, x in enumerate(s)]
        none = 1 << 62

        def next_key(v: List[int], last: int) -> int:
            best = none
            for key in v:
                if last < key < best:
                    best = key
            return best

        satisfied = 0
        child = next_key(a, -1)
        cookie = next_key(b, -1)
        while child != none and cookie != none:
            if cookie >> 20 >= child >> 20:
                satisfied += 1
                child = next_key(a, child)
            cookie = next_key(b, cookie)
        return satisfied
