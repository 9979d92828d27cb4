# Smith's rule with the exchange argument as the comparison itself: job a goes before b
# when t_a w_b < t_b w_a (exact integers), sorted through functools.cmp_to_key. The same
# class as sort-copy, O(n log n) time and O(n) space, in the form the exchange argument
# suggests; a Python-level comparison per step makes it about 5x the key sort.
from functools import cmp_to_key


class Solution:
    def solve(self, t: List[int], w: List[int]) -> int:
        def order(a: int, b: int) -> int:
            x, y = t[a] * w[b], t[b] * w[a]
            return (x > y) - (x < y)

        clock = total = 0
        for i in sorted(range(len(t)), key=cmp_to_key(order)):
            clock += t[i]
            total += clock * w[i]
        return total
