# A dict counts the sums a[i] + a[j] of all pairs i < j seen so far; each k adds the
# number of pairs summing to -a[k] before its own pairs go in. O(n^2) expected time like
# the two pointers, but O(n^2) extra space: dominated by the sorted copy.
class Solution:
    def solve(self, a: List[int]) -> int:
        pairs = defaultdict(int)
        count = 0
        for k, z in enumerate(a):
            count += pairs.get(-z, 0)
            for j in range(k):
                pairs[a[j] + z] += 1
        return count
