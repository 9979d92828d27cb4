# Counts the ones once; each query finds, at C speed, the first word where the running count
# of ones reaches k (accumulate over int.bit_count, compress over count()), counts the ones
# before that word in a second pass, then selects inside the word: O(n) per query, O(1)
# extra space (iterators only).
class Solution:
    def solve(self, words: List[int], e: List[int]) -> int:
        mask = (1 << 64) - 1
        popcounts = lambda seq: map(int.bit_count, map(mask.__and__, seq))  # noqa: E731
        ones = sum(popcounts(words))
        total = last = 0
        for code in e:
            k = (code + last) % ones + 1
            i = next(itertools.compress(itertools.count(), map(k.__le__, itertools.accumulate(popcounts(words)))))
            k -= sum(popcounts(itertools.islice(words, i)))
            w = words[i] & mask
            for _ in range(k - 1):
                w &= w - 1  # drop the lowest one
            last = 64 * i + (w & -w).bit_length() - 1
            total += last
        return total
