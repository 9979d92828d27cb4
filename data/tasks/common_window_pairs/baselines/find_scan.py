# Every window of a looked up in b with str.find (C speed), counting every occurrence,
# overlapping ones included. O(n m) time, O(1) extra space (one window slice).
class Solution:
    def solve(self, a: str, b: str, k: int) -> int:
        n = len(a)
        if k > n or k > len(b):
            return 0
        total = 0
        find = b.find
        for i in range(n - k + 1):
            w = a[i:i + k]
            p = find(w)
            while p >= 0:
                total += 1
                p = find(w, p + 1)
        return total
