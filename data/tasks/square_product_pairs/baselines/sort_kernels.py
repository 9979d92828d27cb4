# Every value's square-free kernel into a list, sorted; c (c - 1) / 2 pairs in each run of
# c equal kernels. O(n sqrt V + n log n) time, O(n) extra space.
def kernel(x):
    k = 1
    d = 2
    while d * d <= x:
        if x % d == 0:
            odd = 0
            while x % d == 0:
                x //= d
                odd ^= 1
            if odd:
                k *= d
        d += 1
    return k * x


class Solution:
    def solve(self, a: List[int]) -> int:
        ks = sorted(kernel(x) for x in a)
        n = len(ks)
        count = 0
        i = 0
        while i < n:
            j = i + 1
            while j < n and ks[j] == ks[i]:
                j += 1
            c = j - i
            count += c * (c - 1) // 2
            i = j
        return count
