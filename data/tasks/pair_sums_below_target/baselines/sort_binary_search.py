# Sort a copy, then for every position i count the later values below target - b[i] with
# bisect_left over the rest of the copy. O(n log n) time, O(n) extra space: the same class
# as sort-two-pointers in the form often written, about 3x its time here.
class Solution:
    def solve(self, a: List[int], target: int) -> int:
        b = sorted(a)
        n = len(b)
        count = 0
        for i in range(n):
            count += bisect.bisect_left(b, target - b[i], i + 1) - i - 1
        return count
