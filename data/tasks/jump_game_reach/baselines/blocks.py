# Blocks of K = sqrt(n) indices, each with the farthest index jumped to from inside it (top)
# and the reach it needs on entry to be walked through (need: its last index that its own
# earlier indices do not jump past). A query walks its first block, then whole blocks while
# reach >= need, then the block it stops in. O(n) to build, O(sqrt n) per query;
# O(sqrt n) extra space.
class Solution:
    def solve(self, a: List[int], starts: List[int]) -> int:
        n = len(a)
        last = n - 1
        k = max(1, math.isqrt(n))
        blocks = (n + k - 1) // k
        top = [0] * blocks
        need = [0] * blocks
        for b in range(blocks):
            lo = b * k
            inner = -1
            gap = lo
            for j in range(lo, min(n, lo + k)):
                if inner < j:
                    gap = j
                target = j + a[j]
                if target > inner:
                    inner = target
            need[b] = gap
            top[b] = min(inner, last)

        def walk(reach: int, start: int, stop: int) -> int:
            j = start
            while j < stop and j <= reach:
                target = j + a[j]
                if target > reach:
                    reach = target
                j += 1
            return reach

        total = 0
        for s in starts:
            b = s // k
            reach = walk(s, s, min(n, (b + 1) * k))
            b += 1
            while b < blocks and reach >= b * k and reach < last:
                if reach >= need[b]:
                    if top[b] > reach:
                        reach = top[b]
                    b += 1
                else:
                    reach = walk(reach, b * k, min(n, (b + 1) * k))
                    break
            total += min(reach, last)
        return total
