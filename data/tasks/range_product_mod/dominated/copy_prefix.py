# Prefix products of a copy of the range, built again for every query: the scan's time with
# O(r - l) extra space.
class Solution:
    def solve(self, a: List[int], queries: List[List[int]]) -> List[int]:
        MOD = 1_000_000_007
        n = len(a)
        answer = []
        last = 0
        for x, y in queries:
            l, r = (x + last) % n, (y + last) % n
            prefix = [1]
            for value in a[l:r + 1]:
                prefix.append(prefix[-1] * value % MOD)
            last = prefix[-1]
            answer.append(last)
        return answer
