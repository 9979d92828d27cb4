# The array cut into blocks of B = max(560, sqrt n) values. Each block is sorted into one
# buffer; the pairs inside it are counted with two pointers from both ends, and the pairs
# with one value before it by bisect_left of target - a_i in the buffer.
# O(n / B) blocks, O(n log B) each: O(n sqrt n log n) time, O(sqrt n) extra space.
class Solution:
    def solve(self, a: List[int], target: int) -> int:
        n = len(a)
        cap = max(560, math.isqrt(n))
        count = 0
        for start in range(0, n, cap):
            buf = None  # drop the old buffer before the next one is built
            buf = sorted(itertools.islice(a, start, start + cap))
            lo, hi = 0, len(buf) - 1
            while lo < hi:  # pairs inside the block
                if buf[lo] + buf[hi] < target:
                    count += hi - lo
                    lo += 1
                else:
                    hi -= 1
            for x in itertools.islice(a, 0, start):  # pairs with a_i before the block
                count += bisect.bisect_left(buf, target - x)
        return count
