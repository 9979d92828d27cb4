# Pairs sharing x plus pairs sharing y minus pairs at the same point, read off two sorted
# streams of keys, (x, y) and y, produced B = max(200, sqrt n) keys at a time: one scan of
# the points per batch keeps the B smallest keys above the last emitted in a heap (negated:
# a max-heap), copies included. A full batch holds back the copies of its largest key (some
# may be missing: they head the next batch); a full batch of one key is counted by one more
# scan. Runs carry over from batch to batch. O(n sqrt n log n) time, O(sqrt n) extra space.
from heapq import heappush, heapreplace
from math import isqrt

OFF = 1 << 30


class Solution:
    def countPairs(self, x: List[int], y: List[int]) -> int:
        n = len(x)
        B = max(200, isqrt(n))
        total = 0
        for by_x in (True, False):
            # the stream's state: previous key, earlier keys on its line and at its point
            state = [-1, 0, 0, 0]  # prev, run_line, run_point, pairs

            def emit(k: int, by_x: bool = by_x, state: list = state) -> None:
                prev, run_line, run_point, pairs = state
                if by_x:
                    run_line = run_line + 1 if prev >= 0 and k >> 31 == prev >> 31 else 0
                    run_point = run_point + 1 if k == prev else 0
                    pairs += run_line - run_point
                else:
                    run_line = run_line + 1 if k == prev else 0
                    pairs += run_line
                state[:] = [k, run_line, run_point, pairs]

            last = -1 if by_x else -OFF - 1  # below every key
            while True:
                h = []
                free = B
                top = 0  # the largest key held once the heap is full
                for k in (((a + OFF) << 31) | (b + OFF) for a, b in zip(x, y)) if by_x else y:
                    if k <= last:
                        continue
                    if free:
                        heappush(h, -k)
                        free -= 1
                        if not free:
                            top = -h[0]
                    elif k < top:
                        heapreplace(h, -k)
                        top = -h[0]
                if not h:
                    break
                h.sort()  # negated keys ascending: the batch's keys from the largest down
                size = len(h)
                if size < B:  # everything above last: the stream ends
                    for i in range(size - 1, -1, -1):
                        emit(-h[i])
                    break
                stop = 1
                while stop < size and h[stop] == h[0]:
                    stop += 1
                if stop == size:  # B copies of one key or more: count them
                    top = -h[0]
                    for k in (((a + OFF) << 31) | (b + OFF) for a, b in zip(x, y)) if by_x else y:
                        if k == top:
                            emit(top)
                    last = top
                else:  # the copies of the largest key wait for the next batch
                    for i in range(size - 1, stop - 1, -1):
                        emit(-h[i])
                    last = -h[stop]
            total += state[3]
        return total
