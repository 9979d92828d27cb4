# Ones before each block of B = isqrt(n) words; a query bisects the block counts, then
# searches one block (a slice of B words) at C speed: O(log n + sqrt n) per query;
# O(sqrt n) extra space.
class Solution:
    def solve(self, words: List[int], e: List[int]) -> int:
        mask = (1 << 64) - 1
        popcounts = lambda seq: map(int.bit_count, map(mask.__and__, seq))  # noqa: E731
        n = len(words)
        block = max(1, math.isqrt(n))
        before = [0]  # before[b] = ones in words[0 .. b*block)
        for start in range(0, n, block):
            before.append(before[-1] + sum(popcounts(words[start:start + block])))
        ones = before[-1]
        total = last = 0
        for code in e:
            k = (code + last) % ones + 1
            b = bisect.bisect_left(before, k) - 1  # before[b] < k <= before[b + 1]
            k -= before[b]
            part = words[b * block:(b + 1) * block]
            j = next(itertools.compress(itertools.count(), map(k.__le__, itertools.accumulate(popcounts(part)))))
            k -= sum(popcounts(part[:j]))
            w = part[j] & mask
            for _ in range(k - 1):
                w &= w - 1
            last = 64 * (b * block + j) + (w & -w).bit_length() - 1
            total += last
        return total
