# Try every person as the judge: scan the pairs, giving up at the candidate's first
# out-edge, and otherwise count the people who trust it. O(n m) time on the tests (each
# candidate's first out-edge lies about m/2 into the list), O(1) extra space.
class Solution:
    def solve(self, n: int, trust: List[List[int]]) -> int:
        for c in range(1, n + 1):
            trusted_by = 0
            for a, b in trust:
                if a == c:
                    break
                if b == c:
                    trusted_by += 1
            else:
                if trusted_by == n - 1:
                    return c
        return -1
