# Every start i, the running sum of a[i..j] kept modulo k as j grows: a subarray counts
# when its residue is 0. O(n^2) time, O(1) extra space.
class Solution:
    def countSubarrays(self, a: List[int], k: int) -> int:
        n = len(a)
        count = 0
        for i in range(n):
            r = 0
            for j in range(i, n):
                r = (r + a[j]) % k
                if r == 0:
                    count += 1
        return count
