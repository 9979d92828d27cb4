# The sorted matching without storing any order: both lists are walked in increasing order
# of distinct values, each next value found by one scan for the smallest value above the
# last and its multiplicity by list.count; runs of equal workers are matched to runs of
# equal bikes. O(n^2) time (one scan per distinct value), O(1) extra space.
def next_run(v: List[int], last: int) -> Tuple[int, int]:
    value = min((x for x in v if x > last), default=0)
    return value, v.count(value)


class Solution:
    def solve(self, a: List[int], b: List[int]) -> int:
        va, ca = next_run(a, 0)
        vb, cb = next_run(b, 0)
        total = 0
        while ca and cb:
            t = ca if ca < cb else cb
            total += t * abs(va - vb)
            ca -= t
            cb -= t
            if not ca:
                va, ca = next_run(a, va)
            if not cb:
                vb, cb = next_run(b, vb)
        return total
