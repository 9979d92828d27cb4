import array

# The array cut into blocks of B = max(420, 6 sqrt n) positions. Each block's values are
# sorted into one buffer; an element x of the block counts the elements after it in sorted
# order (ties by index) that are at most target - x. Inside the block that is a two-pointer
# walk of the buffer; an element y outside it is counted by every x of the block with x < y
# (y before the block) or x <= y (y after it) and x <= target - y: a prefix of the buffer,
# found by bisect_right and added to a count per prefix length (an array of C ints).
# O(n / B) blocks, O(n log B) each: O(n sqrt n log n) time, O(sqrt n) extra space.
class Solution:
    def solve(self, a: List[int], target: int) -> int:
        mod = 1000000007
        n = len(a)
        cap = min(n, max(420, 6 * math.isqrt(n)))
        cnt = array.array("i", bytes(4 * (cap + 1)))
        total = 0
        bisect_right = bisect.bisect_right
        for start in range(0, n, cap):
            end = min(n, start + cap)
            buf = None  # drop the old buffer before the next one is built
            buf = sorted(itertools.islice(a, start, end))
            m = end - start
            live = bisect_right(buf, target // 2)  # the prefix with 2x <= target
            if live == 0:
                continue
            for k in range(live + 1):
                cnt[k] = 0
            for y in itertools.islice(a, 0, start):  # before the block: x < y
                ty = target - y
                cnt[bisect_right(buf, y - 1 if y - 1 < ty else ty, 0, live)] += 1
            for y in itertools.islice(a, end, None):  # after the block: x <= y
                ty = target - y
                cnt[bisect_right(buf, y if y < ty else ty, 0, live)] += 1
            above = 0
            for k in range(live, 0, -1):
                above += cnt[k]
                cnt[k] = above
            q = m
            for k in range(live):
                lim = target - buf[k]
                while q > 0 and buf[q - 1] > lim:
                    q -= 1
                total += pow(2, q - 1 - k + cnt[k + 1], mod)
        return total % mod
