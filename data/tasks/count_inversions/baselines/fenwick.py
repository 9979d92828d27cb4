# A Fenwick tree over the ranks of the values (binary search in the sorted distinct values),
# filled from the right: before a[i] is added, the tree holds the elements after it, and
# those of smaller rank are its inversions. O(n log n) time, O(n) extra space. Same class
# as the merge sort, a baseline too so that the row's limit allows either usual approach.
from bisect import bisect_left


class Solution:
    def solve(self, a: List[int]) -> int:
        values = sorted(set(a))
        m = len(values)
        tree = [0] * (m + 1)
        inversions = 0
        for x in reversed(a):
            rank = bisect_left(values, x) + 1
            k = rank - 1
            while k:
                inversions += tree[k]
                k &= k - 1
            while rank <= m:
                tree[rank] += 1
                rank += rank & -rank
        return inversions
