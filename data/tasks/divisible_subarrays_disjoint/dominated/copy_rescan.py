# The rescan over a list of the prefix sums (a plain list(a) copy holds 1500 shared int
# references, 12 KB, under row 1's O(sqrt n) limit; the prefix sums are new ints, ~60 KB):
# O(n^2) time, O(n) extra space.
class Solution:
    def solve(self, a: List[int], k: int) -> int:
        prefix = [0]
        for x in a:
            prefix.append(prefix[-1] + x)
        n = len(a)
        cut = 0
        count = 0
        for r in range(1, n + 1):
            pr = prefix[r]
            for l in range(r - 1, cut - 1, -1):
                if (pr - prefix[l]) % k == 0:
                    count += 1
                    cut = r
                    break
        return count
