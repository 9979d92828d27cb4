# Stores the popcount of every word once, then answers each query by walking that copy from
# the start: the scan's O(n) per query, with O(n) extra space on top.
class Solution:
    def solve(self, words: List[int], e: List[int]) -> int:
        mask = (1 << 64) - 1
        count = [(w & mask).bit_count() for w in words]
        ones = sum(count)
        total = last = 0
        for code in e:
            k = (code + last) % ones + 1
            i = 0
            while k > count[i]:
                k -= count[i]
                i += 1
            w = words[i] & mask
            for _ in range(k - 1):
                w &= w - 1
            last = 64 * i + (w & -w).bit_length() - 1
            total += last
        return total
