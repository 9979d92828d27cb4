# The greedy: x goes before y when the digits of x then y read larger than y then x, that is
# when x / (10^len(x) - 1) (the real 0.xxx...) is larger: its first 18 digits,
# v * 10^18 // (10^len - 1), order the values exactly. The order is produced through a buffer
# of the next B = max(192, sqrt n) keys ((10^18 - digits) << 17 | index, distinct and
# ascending in the answer's order): one scan with a max-heap (negated keys) keeps the B
# smallest keys above the last one written, then the buffer is appended in order.
# O(n / B) scans of O(n log B): O(n sqrt n log n) time, O(sqrt n) extra space.
import heapq

MOD = 1_000_000_007
P = [1, 10, 100, 1000, 10**4, 10**5, 10**6, 10**7, 10**8, 10**9, 10**10]
E = 10**18


def refill(a: List[int], last: int, cap: int) -> List[int]:
    heap = []
    top = 0
    for i, v in enumerate(a):
        key = (E - v * E // (P[len(str(v))] - 1)) << 17 | i
        if key <= last:
            continue
        if len(heap) < cap:
            heapq.heappush(heap, -key)
            top = -heap[0]
        elif key < top:
            heapq.heapreplace(heap, -key)
            top = -heap[0]
    heap.sort(reverse=True)
    return heap


class Solution:
    def solve(self, nums: List[int]) -> int:
        n = len(nums)
        cap = max(192, int(n ** 0.5))
        mask = (1 << 17) - 1
        last = -1
        done = 0
        acc = 0
        while done < n:
            buf = refill(nums, last, cap)
            for k in buf:
                v = nums[-k & mask]
                acc = (acc * P[len(str(v))] + v) % MOD
            last = -buf[-1]
            done += len(buf)
        return acc
