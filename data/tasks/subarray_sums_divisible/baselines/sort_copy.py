# The n + 1 prefix residues (P_0 = 0) in a list, sorted: a subarray a[i..j-1] sums to a
# multiple of k exactly when P_i = P_j, so each run of c equal residues gives c(c-1)/2
# subarrays. O(n log n) time, O(n) extra space.
class Solution:
    def countSubarrays(self, a: List[int], k: int) -> int:
        p = [0] * (len(a) + 1)
        r = 0
        for j, x in enumerate(a):
            r = (r + x) % k
            p[j + 1] = r
        p.sort()
        count = 0
        run = 1
        for j in range(1, len(p)):
            if p[j] == p[j - 1]:
                run += 1
            else:
                count += run * (run - 1) // 2
                run = 1
        return count + run * (run - 1) // 2
