# Sort a copy; walk its distinct values with a second pointer that moves forward to the
# first value >= v + k (k > 0), or count the values that repeat (k = 0).
# O(n log n) time, O(n) extra space.
class Solution:
    def solve(self, a: List[int], k: int) -> int:
        b = sorted(a)
        n = len(b)
        count = 0
        if k == 0:
            for i in range(1, n):
                if b[i] == b[i - 1] and (i == 1 or b[i - 2] != b[i]):
                    count += 1
            return count
        j = 0
        prev = None
        for x in b:
            if x == prev:
                continue
            prev = x
            want = x + k
            while j < n and b[j] < want:
                j += 1
            if j == n:
                break
            if b[j] == want:
                count += 1
        return count
