# Copies the array, then checks every pair of the copy: O(n^2) time AND O(n) space.
class Solution:
    def solve(self, a: List[int], target: int) -> int:
        b = list(a)
        n = len(b)
        count = 0
        for i in range(n):
            for j in range(i + 1, n):
                if b[i] + b[j] < target:
                    count += 1
        return count
