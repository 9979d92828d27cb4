# Sort copies of a and b and merge them with two pointers: for the values of a in
# increasing order the pointer into b only moves forward to the first b_j >= a_i - d, and
# a_i is lonely when that b_j is absent or above a_i + d.
# O(n log n + m log m) time, O(n + m) extra space.
class Solution:
    def solve(self, a: List[int], b: List[int], d: int) -> int:
        x = sorted(a)
        y = sorted(b)
        m = len(y)
        lonely = j = 0
        for v in x:
            lo = v - d
            while j < m and y[j] < lo:
                j += 1
            if j == m or y[j] > v + d:
                lonely += 1
        return lonely
