# Bottom-up merge sort of a copy: when an element of the right run is merged before the
# rest of the left run, it forms an inversion with each of those elements. O(n log n)
# time, O(n) extra space (the copy and one buffer).
class Solution:
    def solve(self, a: List[int]) -> int:
        n = len(a)
        cur, buf = list(a), [0] * n
        inversions = 0
        width = 1
        while width < n:
            for lo in range(0, n, 2 * width):
                mid, hi = min(lo + width, n), min(lo + 2 * width, n)
                i, j, k = lo, mid, lo
                while i < mid and j < hi:
                    if cur[j] < cur[i]:
                        inversions += mid - i
                        buf[k] = cur[j]
                        j += 1
                    else:
                        buf[k] = cur[i]
                        i += 1
                    k += 1
                buf[k:hi] = cur[i:mid] if i < mid else cur[j:hi]
            cur, buf = buf, cur
            width *= 2
        return inversions
