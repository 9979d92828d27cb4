# Counter of the values; k = 0 counts the values seen twice, k > 0 the values v with v + k
# among the keys. O(n) expected time, O(n) extra space.
class Solution:
    def solve(self, a: List[int], k: int) -> int:
        cnt = collections.Counter(a)
        if k == 0:
            return sum(1 for c in cnt.values() if c > 1)
        return sum(1 for x in cnt if x + k in cnt)
