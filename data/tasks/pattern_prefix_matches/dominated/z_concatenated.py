# The textbook reduction: the Z-function of p + '#' + t, whose values at t's positions are
# the answers. O(n + m) time like the baseline, but O(n + m) extra space instead of O(m).
class Solution:
    def solve(self, t: str, p: str) -> int:
        s = p + "#" + t
        size, m = len(s), len(p)
        z = [0] * size
        l = r = 0
        for i in range(1, size):
            k = min(z[i - l], r - i) if i < r else 0
            while i + k < size and s[i + k] == s[k]:
                k += 1
            z[i] = k
            if i + k > r:
                l, r = i, i + k
        return sum(z[m + 1:])
