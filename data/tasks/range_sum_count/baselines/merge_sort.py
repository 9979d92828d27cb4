# Count pairs i < j of prefix sums with lo <= P[j] - P[i] <= hi while merge-sorting the
# prefix sums bottom-up: for two sorted halves, as j runs up the right half, the left half's
# window [P[j] - hi, P[j] - lo] only moves up (two pointers); sorted() merges the two runs
# in linear time. O(n log n) time, O(n) extra space.
class Solution:
    def solve(self, a: List[int], lo: int, hi: int) -> int:
        p = list(itertools.accumulate(a, initial=0))
        m = len(p)
        count = 0
        width = 1
        while width < m:
            for left in range(0, m - width, 2 * width):
                mid, right = left + width, min(left + 2 * width, m)
                first = last = left
                for j in range(mid, right):
                    x = p[j]
                    while first < mid and p[first] < x - hi:
                        first += 1
                    while last < mid and p[last] <= x - lo:
                        last += 1
                    count += last - first
                p[left:right] = sorted(p[left:right])
            width *= 2
        return count
