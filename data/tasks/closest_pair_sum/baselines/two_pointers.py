# Sort a copy, then move two pointers inwards from both ends: a sum below the target can
# only grow by advancing the left pointer, one above it only shrink by moving the right
# one, so every pair that could be closest is passed. O(n log n) time, O(n) extra space
# (the copy).
class Solution:
    def solve(self, a: List[int], target: int) -> int:
        b = sorted(a)
        i, j = 0, len(b) - 1
        best = abs(b[i] + b[j] - target)
        while i < j:
            d = b[i] + b[j] - target
            if d < 0:
                if -d < best:
                    best = -d
                i += 1
            elif d > 0:
                if d < best:
                    best = d
                j -= 1
            else:
                return 0
        return best
