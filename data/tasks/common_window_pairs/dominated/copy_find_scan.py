# Every window of a looked up in b with str.find, after copying the list of all windows
# of a: O(n m) time, O(n) extra space.
class Solution:
    def solve(self, a: str, b: str, k: int) -> int:
        n = len(a)
        if k > n or k > len(b):
            return 0
        windows = [a[i:i + k] for i in range(n - k + 1)]
        total = 0
        for w in windows:
            p = b.find(w)
            while p >= 0:
                total += 1
                p = b.find(w, p + 1)
        return total
