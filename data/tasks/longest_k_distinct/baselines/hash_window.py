# Sliding window with a dict from value to its count in the window a[l..r]: extend r, and
# while the window holds more than k distinct values drop a[l] (deleting values whose count
# reaches 0). Every index enters and leaves once: O(n) expected time; the dict never holds
# more than k + 1 values: O(min(n, k)) extra space.
class Solution:
    def solve(self, a: List[int], k: int) -> int:
        count = {}
        best = l = 0
        for r, x in enumerate(a):
            count[x] = count.get(x, 0) + 1
            while len(count) > k:
                y = a[l]
                c = count[y] - 1
                if c:
                    count[y] = c
                else:
                    del count[y]
                l += 1
            if r - l + 1 > best:
                best = r - l + 1
        return best
