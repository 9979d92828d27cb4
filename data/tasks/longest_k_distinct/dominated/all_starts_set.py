# Every start l, extending r with a set of the values seen until it would hold more than
# k: O(n * w) time for answers of length w, and O(k) extra space for the set. Correct, and
# dominated by the dict window (faster in the same space class).
class Solution:
    def solve(self, a: List[int], k: int) -> int:
        n = len(a)
        best = 0
        l = 0
        while l < n and n - l > best:
            seen = set()
            r = l
            while r < n:
                seen.add(a[r])
                if len(seen) > k:
                    break
                r += 1
            if r - l > best:
                best = r - l
            l += 1
        return best
