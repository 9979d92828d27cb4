# Compare each substring from both ends inwards: O(r - l) per query, O(1) extra space.
class Solution:
    def solve(self, s: str, queries: List[List[int]]) -> int:
        count = 0
        for l, r in queries:
            while l < r and s[l] == s[r]:
                l += 1
                r -= 1
            if l >= r:
                count += 1
        return count
