# The pairwise running sums over a copy of the array reduced modulo k (new int objects):
# O(n^2) time and O(n) extra space.
class Solution:
    def countSubarrays(self, a: List[int], k: int) -> int:
        b = [x % k for x in a]
        n = len(b)
        count = 0
        for i in range(n):
            r = 0
            for j in range(i, n):
                r = (r + b[j]) % k
                if r == 0:
                    count += 1
        return count
