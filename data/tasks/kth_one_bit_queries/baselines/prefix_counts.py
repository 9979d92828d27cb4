# Ones before every word (a prefix list of n + 1 counts); a query bisects it for the word
# holding the k-th one and selects inside it: O(log n) per query; O(n) extra space.
class Solution:
    def solve(self, words: List[int], e: List[int]) -> int:
        mask = (1 << 64) - 1
        before = list(itertools.accumulate(map(int.bit_count, map(mask.__and__, words)), initial=0))
        ones = before[-1]
        total = last = 0
        for code in e:
            k = (code + last) % ones + 1
            i = bisect.bisect_left(before, k) - 1  # before[i] < k <= before[i + 1]
            k -= before[i]
            w = words[i] & mask
            for _ in range(k - 1):
                w &= w - 1
            last = 64 * i + (w & -w).bit_length() - 1
            total += last
        return total
