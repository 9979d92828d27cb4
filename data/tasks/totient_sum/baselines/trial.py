# phi(i) of every i from its factorisation by trial division (2, then odd d with d*d <= the
# part not yet factored): phi(i) = i * prod (1 - 1/p). A prime i costs about sqrt(i)/2
# divisions: O(n sqrt(n)) time (about n^1.5 / log n), O(1) extra space.
class Solution:
    def solve(self, n: int) -> int:
        total = 0
        for i in range(1, n + 1):
            m = phi = i
            if m % 2 == 0:
                phi -= phi // 2
                while m % 2 == 0:
                    m //= 2
            d = 3
            while d * d <= m:
                if m % d == 0:
                    phi -= phi // d
                    while m % d == 0:
                        m //= d
                d += 2
            if m > 1:
                phi -= phi // m
            total += phi
        return total % 1_000_000_007
