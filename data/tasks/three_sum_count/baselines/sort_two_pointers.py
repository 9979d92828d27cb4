# Sort a copy; for every first element b[i], two pointers over b[i+1..n-1] find the pairs
# summing to -b[i], counting runs of equal values by multiplication (and a block of one
# value v with 2v = -b[i] as a binomial), so duplicates cost nothing extra.
# O(n^2) time, O(n) extra space (the sorted copy).
class Solution:
    def solve(self, a: List[int]) -> int:
        b = sorted(a)
        n = len(b)
        count = 0
        for i in range(n - 2):
            target = -b[i]
            l, r = i + 1, n - 1
            while l < r:
                s = b[l] + b[r]
                if s < target:
                    l += 1
                elif s > target:
                    r -= 1
                elif b[l] == b[r]:
                    m = r - l + 1
                    count += m * (m - 1) // 2
                    break
                else:
                    cl = cr = 1
                    while b[l + 1] == b[l]:
                        l += 1
                        cl += 1
                    while b[r - 1] == b[r]:
                        r -= 1
                        cr += 1
                    count += cl * cr
                    l += 1
                    r -= 1
        return count
