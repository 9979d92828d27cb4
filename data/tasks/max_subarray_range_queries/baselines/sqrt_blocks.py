# Blocks of about sqrt(n) elements, each summarised by its sum, best prefix, best suffix
# and best run. A query runs Kadane's scan over the partial block at each end (slices of
# under a block) and steps over the whole blocks between them with their summaries:
# O(sqrt n) per query; O(sqrt n) extra space.
def _extend(ending, x):
    return ending + x if ending > 0 else x


class Solution:
    def solve(self, a: List[int], queries: List[List[int]]) -> int:
        n = len(a)
        size = max(1, math.isqrt(n))
        blocks = []
        for start in range(0, n, size):
            part = a[start:start + size]
            blocks.append((sum(part), max(itertools.accumulate(part)),
                           max(itertools.accumulate(reversed(part))), max(itertools.accumulate(part, _extend))))
        total = 0
        for l, r in queries:
            l -= 1  # the half-open range a[l:r]
            lb, rb = l // size, (r - 1) // size
            if lb == rb:
                total += max(itertools.accumulate(a[l:r], _extend))
                continue
            part = a[l:(lb + 1) * size]
            best = max(itertools.accumulate(part, _extend))
            ending = max(itertools.accumulate(reversed(part)))  # best run ending at the block's end
            for block_sum, prefix, suffix, block_best in blocks[lb + 1:rb]:
                if block_best > best:
                    best = block_best
                if ending + prefix > best:
                    best = ending + prefix
                ending = ending + block_sum
                if suffix > ending:
                    ending = suffix
            for x in a[rb * size:r]:
                ending = ending + x if ending > 0 else x
                if ending > best:
                    best = ending
            total += best
        return total
