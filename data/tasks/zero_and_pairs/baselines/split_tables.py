# The bits split into a high part of b - L bits and a low part of L = max(10, b / 2) bits
# (all b bits when b <= 10). For each high pattern q: one scan counts the values whose high
# part is q into a list of 2^L low parts, a sum over subsets, a second scan adds T[~low(x)]
# for every x whose high part is disjoint from q (ordered pairs; zeros pair with themselves
# once). O(2^(b-L) n + 2^b L) time, O(2^L) extra space.
class Solution:
    def solve(self, a: List[int], b: int) -> int:
        L = b if b < 10 else max(10, (b + 1) // 2)
        H = b - L
        size = 1 << L
        low = size - 1
        total = 0
        zeros = 0
        for x in a:
            if x == 0:
                zeros += 1
        for q in range(1 << H):
            t = [0] * size
            hit = False
            for x in a:
                if x >> L == q:
                    t[x & low] += 1
                    hit = True
            if not hit:
                continue
            for bit in range(L):
                step = 1 << bit
                for base in range(0, size, 2 * step):
                    for k in range(base + step, base + 2 * step):
                        t[k] += t[k - step]
            for x in a:
                if not (x >> L) & q:
                    total += t[~x & low]
        return (total - zeros) // 2
