# Materialise all n(n-1)/2 distances, sort them and take the k-th: O(n^2 log n) time and
# O(n^2) extra space. Correct, and dominated by sorting + two pointers (faster, and O(n)
# space).
class Solution:
    def solve(self, a: List[int], k: int) -> int:
        n = len(a)
        d = [abs(a[i] - a[j]) for i in range(n) for j in range(i + 1, n)]
        d.sort()
        return d[k - 1]
