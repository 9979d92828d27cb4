# Sort a copy of the values; an element at sorted position i climbs down once for every
# distinct value below it, the number of value changes among b[0..i].
# O(n log n) time, O(n) extra space.
class Solution:
    def solve(self, a: List[int]) -> int:
        b = sorted(a)
        total = 0
        rank = 0
        prev = b[0]
        for v in b:
            if v != prev:
                rank += 1
                prev = v
            total += rank
        return total
