# The pairwise two-pointer merges over a copy of the lists: O(N k) time, O(N) extra space.
class Solution:
    def solve(self, lists: List[List[int]]) -> int:
        c = [list(lst) for lst in lists]
        k = len(c)
        total = 0
        for i in range(k):
            a = c[i]
            la = len(a)
            for j in range(la):
                total += a[j] * (j + 1)
            for i2 in range(i + 1, k):
                b = c[i2]
                lb = len(b)
                p = q = 0
                while p < la and q < lb:
                    if a[p] <= b[q]:
                        total += a[p] * q
                        p += 1
                    else:
                        total += b[q] * p
                        q += 1
                while p < la:
                    total += a[p] * lb
                    p += 1
                while q < lb:
                    total += b[q] * la
                    q += 1
        return total
